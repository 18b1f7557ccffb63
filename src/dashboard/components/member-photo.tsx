const initials = (name: string | null) =>
  (name ?? '?')
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w[0]?.toUpperCase())
    .join('');

/** A member's photo, or their initials on a tinted square when they have not uploaded one. */
export function MemberPhoto({ url, name, className = '' }: { url: string | null; name: string | null; className?: string }) {
  // The alt text names the photo's subject; the matching screens' tests find the photo by it.
  // eslint-disable-next-line jsx-a11y/img-redundant-alt
  if (url) return <img src={url} alt={`Photo of ${name ?? 'this member'}`} loading="lazy" className={`object-cover ${className}`} />;
  return (
    <div
      role="img"
      aria-label={`${name ?? 'This member'} has no photo yet`}
      className={`flex items-center justify-center bg-pink-100 font-serif text-3xl font-bold text-brand-deep dark:bg-stone-700 dark:text-pink-100 ${className}`}
    >
      {initials(name)}
    </div>
  );
}
