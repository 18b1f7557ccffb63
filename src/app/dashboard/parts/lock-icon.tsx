/** A small padlock beside "photo on request" texts (decorative: the words say it). */
export function LockIcon({ className = 'h-3.5 w-3.5' }: { className?: string }) {
  return (
    <svg viewBox="0 0 20 20" aria-hidden="true" className={`inline-block align-[-2px] ${className}`} fill="currentColor">
      <path d="M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2H4.5A1.5 1.5 0 0 0 3 9.5v8A1.5 1.5 0 0 0 4.5 19h11a1.5 1.5 0 0 0 1.5-1.5v-8A1.5 1.5 0 0 0 15.5 8h-1V6A4.5 4.5 0 0 0 10 1.5zm-2.5 4.5a2.5 2.5 0 0 1 5 0v2h-5z" />
    </svg>
  );
}
