import type { StoredDocument } from './form/profile-api';
import { useWords } from '../../dashboard/helpers/i18n';

/** Under the member's own photos: which ones others do not see yet, and why one was not approved. */
export function PhotoApprovalNotes({ photos }: { photos: StoredDocument[] }) {
  const t = useWords().profile;
  const waiting = photos.filter((p) => p.approval === 'pending' || p.approval === 'rejected');
  if (!waiting.length) return null;
  return (
    <ul className="mt-2 grid gap-1 text-sm" aria-label={t.photoApproval}>
      {waiting.map((p) => (
        <li key={p.id} className={p.approval === 'rejected' ? 'text-red-800 dark:text-red-300' : 'text-amber-900 dark:text-amber-200'}>
          <span className="font-semibold">{p.documentType}: </span>
          {p.approval === 'rejected' ? t.photoRejected({ reason: p.rejectReason ?? '' }) : t.photoPending}
        </li>
      ))}
    </ul>
  );
}
