import { contactListWords } from '../../../shared/i18n/admin/contact-list';
import { dateTime } from '../../dashboard/helpers/dates';
import { useScreenWords } from '../../dashboard/helpers/i18n';

export interface ContactMessage {
  id: number;
  name: string;
  email: string;
  contactNo: string;
  message: string;
  isRead: number;
  createdAt?: string;
}

const when = (iso?: string) => (iso ? dateTime(iso) : '');

/** One enquiry with its sender, read state and actions. */
export function MessageCard({ message, onRead, onDelete }: { message: ContactMessage; onRead: () => void; onDelete: () => void }) {
  const t = useScreenWords(contactListWords);
  const unread = Number(message.isRead) !== 1;
  return (
    <li
      aria-label={t.messageFrom({ name: message.name })}
      className={`rounded-2xl border bg-white p-4 shadow-sm dark:bg-night-2 ${unread ? 'border-brand dark:border-pink-300' : 'border-pink-100 dark:border-stone-700'}`}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div>
          <p className="font-semibold">
            <span translate="no">{message.name}</span>{' '}
            <span
              className={`ml-1 rounded-full px-2 py-0.5 text-xs font-bold ${unread ? 'bg-brand text-white' : 'bg-stone-200 text-stone-800 dark:bg-stone-700 dark:text-stone-100'}`}
            >
              {unread ? t.unread : t.read}
            </span>
          </p>
          <p className="text-sm text-stone-600 dark:text-stone-300">
            <a href={`mailto:${message.email}`} target="_self" className="underline" translate="no">
              {message.email}
            </a>{' '}
            · <span translate="no">{message.contactNo}</span> · {when(message.createdAt)}
          </p>
        </div>
        <div className="flex gap-2">
          {unread && (
            <button type="button" onClick={onRead} className="rounded-md px-2 py-1 text-sm font-semibold text-brand-deep hover:underline dark:text-pink-200">
              {t.markRead}
            </button>
          )}
          <button type="button" onClick={onDelete} className="rounded-md px-2 py-1 text-sm font-semibold text-red-700 hover:underline dark:text-red-300">
            {t.delete}
          </button>
        </div>
      </div>
      <p className="mt-2 break-words whitespace-pre-line" translate="no">
        {message.message}
      </p>
    </li>
  );
}
