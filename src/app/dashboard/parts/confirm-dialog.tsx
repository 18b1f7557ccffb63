import { Dialog } from '../../ui/dialog';
import { useWords } from '../helpers/i18n';

interface Props {
  open: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  /** The button that closes without acting; 'Cancel' unless the action itself is a cancellation. */
  dismissLabel?: string;
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A yes/no question on the shared native dialog (focus trapped, Escape cancels). */
export function ConfirmDialog({ open, title, message, confirmLabel, dismissLabel, busy, onConfirm, onCancel }: Props) {
  const words = useWords();
  return (
    <Dialog open={open} title={title} description={message} onClose={onCancel}>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-outline whitespace-nowrap" onClick={onCancel}>
          {dismissLabel ?? words.common.cancel}
        </button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-600" disabled={busy} onClick={onConfirm}>
          {busy ? words.common.working : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
