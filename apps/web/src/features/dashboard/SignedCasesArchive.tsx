/** The dashboard's archive of every signed case's papers (docs/product/screens.md#signed-archive), loaded when first opened. */
import SignedArchiveDialogView from '../../components/SignedArchiveDialogView.tsx';
import { useSignedCases } from '../../lib/queries/cases.ts';

export default function SignedCasesArchive({ open, onClose }: { open: boolean; onClose: () => void }) {
  const signed = useSignedCases(open);
  return (
    <SignedArchiveDialogView
      open={open}
      onClose={onClose}
      cases={signed.data?.items.map((c) => ({ ...c, place: c.county }))}
    />
  );
}
