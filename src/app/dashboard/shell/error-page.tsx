import { useWords } from '../helpers/i18n';
import { PATHS } from '../config/paths';

/** The generic error page (docs/product/pages.md) for routing errors and pages that fail to render. */
export function ErrorPage({ status, detail }: { status?: number; detail?: string }) {
  const words = useWords();
  return (
    <section aria-labelledby="error-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="error-title" className="font-serif text-3xl font-bold text-brand-deep dark:text-pink-200">
        {words.shell.unexpectedError}
      </h1>
      {(status || detail) && (
        <p className="mt-4 font-mono text-stone-700 dark:text-stone-300">
          {status ? `${status} ` : ''}
          {detail}
        </p>
      )}
      <a href={PATHS.home} className="btn btn-primary mt-8">
        {words.shell.backToDashboard}
      </a>
    </section>
  );
}

/** An address the dashboard does not have, inside the shell: what happened and the way on. */
export function NotFoundPage() {
  const words = useWords();
  return (
    <section aria-labelledby="not-found-title" className="mx-auto max-w-xl py-12 text-center">
      <h1 id="not-found-title" className="font-serif text-3xl font-bold text-brand-deep dark:text-pink-200">
        {words.shell.notFoundTitle}
      </h1>
      <p className="mt-4 text-stone-700 dark:text-stone-300">{words.shell.notFoundHelp}</p>
      <a href={PATHS.home} className="btn btn-primary mt-8">
        {words.shell.backToDashboard}
      </a>
    </section>
  );
}
