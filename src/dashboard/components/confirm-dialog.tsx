import { Dialog } from '../../ui/dialog';

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
export function ConfirmDialog({ open, title, message, confirmLabel, dismissLabel = 'Cancel', busy, onConfirm, onCancel }: Props) {
  return (
    <Dialog open={open} title={title} description={message} onClose={onCancel}>
      <div className="flex justify-end gap-2">
        <button type="button" className="btn btn-outline whitespace-nowrap" onClick={onCancel}>
          {dismissLabel}
        </button>
        <button type="button" className="btn bg-red-700 text-white hover:bg-red-600" disabled={busy} onClick={onConfirm}>
          {busy ? 'Working…' : confirmLabel}
        </button>
      </div>
    </Dialog>
  );
}
