import { ConfirmDialog } from '../../../components/ConfirmDialog.tsx';

/** The confirmation before an entry made by mistake is removed: the entry, then what removing it does. */
export function RemoveConfirm({
  title,
  entry,
  why,
  busy,
  onCancel,
  onConfirm,
}: {
  title: string;
  /** The entry to remove; null while the dialog is closed. */
  entry: string | null;
  why: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      open={entry !== null}
      title={title}
      text={`${entry ?? ''}. ${why}`}
      confirmLabel="Remove"
      destructive
      busy={busy}
      onCancel={onCancel}
      onConfirm={onConfirm}
    />
  );
}
