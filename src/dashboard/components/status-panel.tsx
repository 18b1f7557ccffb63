import type { ReactNode } from 'react';

/** Loading, failure, empty and refusal states, announced to screen readers. */
export function LoadingPanel({ label = 'Loading…' }: { label?: string }) {
  return (
    <p role="status" className="py-10 text-center text-stone-600 dark:text-stone-300">
      {label}
    </p>
  );
}

export function ErrorPanel({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div role="alert" className="rounded-xl border border-red-300 bg-white p-4 text-red-700 dark:border-red-400 dark:bg-night-2 dark:text-red-300">
      <p className="font-semibold">{message}</p>
      {onRetry && (
        <button type="button" onClick={onRetry} className="mt-2 text-sm font-semibold underline">
          Try again
        </button>
      )}
    </div>
  );
}

export function NoticePanel({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="notice-title" className="card mx-auto max-w-2xl">
      <h1 id="notice-title" className="font-serif text-2xl font-bold text-brand-deep dark:text-pink-200">
        {title}
      </h1>
      {children && <div className="mt-3 text-stone-700 dark:text-stone-300">{children}</div>}
    </section>
  );
}

export function AccessDenied() {
  return (
    <NoticePanel title="You do not have access to this page">
      <p>This page is for administrators. If you think you should see it, ask an administrator to check your role.</p>
      <a href="/dashboard" className="btn btn-outline mt-4">
        Back to the dashboard
      </a>
    </NoticePanel>
  );
}
