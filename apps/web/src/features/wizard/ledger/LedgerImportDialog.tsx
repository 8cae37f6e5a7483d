import { lazy } from 'react';
import { OpenedOnce } from '../../../components/OpenedOnce.tsx';
import type { LedgerImportDialogProps } from './LedgerImportDialogView.tsx';

/** The import's steps, its table and the ledger rules, loaded when the dialog is first opened. */
const LedgerImportDialogView = lazy(() => import('./LedgerImportDialogView.tsx'));

/** Importing the tenant's ledger into Past Due Rent or the charges step (LedgerImportDialogView.tsx). */
export function LedgerImportDialog(props: LedgerImportDialogProps) {
  return (
    <OpenedOnce open={props.open}>
      <LedgerImportDialogView {...props} />
    </OpenedOnce>
  );
}
