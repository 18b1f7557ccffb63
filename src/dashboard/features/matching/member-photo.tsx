import { initials } from './member-facts';

/** A member's photo, or their initials on a tinted square when they have not uploaded one. */
export function MemberPhoto({ url, name, className = '' }: { url: string | null; name: string | null; className?: string }) {
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
