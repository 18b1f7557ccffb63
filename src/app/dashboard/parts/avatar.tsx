/** Two avatars (docs/product/pages.md): a crowned badge for administrators, a person for everyone else. */
export function Avatar({ admin }: { admin: boolean }) {
  return (
    <span
      data-avatar={admin ? 'admin' : 'member'}
      className={`inline-flex h-9 w-9 items-center justify-center rounded-full ${admin ? 'bg-brand text-white' : 'bg-pink-100 text-brand-deep dark:bg-stone-700 dark:text-pink-100'}`}
    >
      <svg viewBox="0 0 24 24" className="h-5 w-5" fill="currentColor" aria-hidden="true">
        {admin ? (
          <path d="M3 8l4.5 3L12 4l4.5 7L21 8l-2 10H5L3 8zm2.6 11.5h12.8v1.5H5.6z" />
        ) : (
          <path d="M12 12a4.5 4.5 0 1 0 0-9 4.5 4.5 0 0 0 0 9zm0 2c-4.4 0-8 2.2-8 5v2h16v-2c0-2.8-3.6-5-8-5z" />
        )}
      </svg>
    </span>
  );
}
