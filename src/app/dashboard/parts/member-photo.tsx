import { useState } from 'react';
import { useWords } from '../helpers/i18n';
import { LockIcon } from './lock-icon';
/** Up to two initials of a name ('Meera Krishnan' → 'MK'); empty when the name has no letter to take. */
const initials = (name: string | null) =>
  (name ?? '')
    .split(/\s+/)
    .map((w) => /\p{L}/u.exec(w)?.[0]?.toUpperCase())
    .filter(Boolean)
    .slice(0, 2)
    .join('');

/** A neutral head and shoulders, for a member with neither a photo nor a name to take initials from. */
function Silhouette() {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" data-silhouette="" className="h-1/2 w-1/2 opacity-70" fill="currentColor">
      <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10zm0 2c-4.4 0-8 2.7-8 6v2h16v-2c0-3.3-3.6-6-8-6z" />
    </svg>
  );
}

/** The card thumbnail's size in pixels (made at upload, 4:5), so a card keeps its place before the image arrives. */
const THUMB = { width: 240, height: 300 };

/**
 * A member's photo (the card thumbnail), or the blurred preview when their setting keeps the
 * photo from this viewer, or their initials on a tinted square when they have none. Lazy unless
 * `eager` (the first cards, above the fold).
 */
export function MemberPhoto({
  url,
  previewUrl = null,
  name,
  className = '',
  eager = false,
}: {
  url: string | null;
  previewUrl?: string | null;
  name: string | null;
  className?: string;
  eager?: boolean;
}) {
  const loading = eager ? 'eager' : 'lazy';
  const words = useWords();
  // A photo that cannot load (offline, or gone since the page was read) shows the initials, never a broken image.
  const [failed, setFailed] = useState<string | null>(null);
  // The alt text names the photo's subject; the matching screens' tests find the photo by it.
  if (url && failed !== url)
    return (
      <img
        src={url}
        onError={() => setFailed(url)}
        alt={words.common.photoOf({ name: name ?? words.common.thisMember })}
        {...THUMB}
        loading={loading}
        decoding="async"
        className={`object-cover ${className}`}
      />
    );
  if (previewUrl && failed !== previewUrl)
    return (
      <div className={`relative overflow-hidden ${className}`}>
        <img
          src={previewUrl}
          alt=""
          {...THUMB}
          loading={loading}
          onError={() => setFailed(previewUrl)}
          className="h-full w-full scale-110 object-cover blur-md"
        />
        <p className="absolute inset-x-0 bottom-0 bg-stone-900/75 px-2 py-1 text-center text-xs font-semibold text-white">
          <LockIcon /> {words.common.photoOnRequest}
        </p>
      </div>
    );
  return (
    <div
      role="img"
      // The initials are a name's: no translation tool is to turn them into words.
      translate="no"
      aria-label={name ? words.common.noPhoto({ name }) : words.common.someoneNoPhoto}
      className={`flex items-center justify-center bg-pink-100 font-serif text-3xl font-bold text-brand-deep dark:bg-stone-700 dark:text-pink-100 ${className}`}
    >
      {initials(name) || <Silhouette />}
    </div>
  );
}
