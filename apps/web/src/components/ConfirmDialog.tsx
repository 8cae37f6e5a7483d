import { lazy } from 'react';
import { OpenedOnce } from './OpenedOnce.tsx';
import type { ConfirmDialogProps } from './ConfirmDialogView.tsx';

/** The dialog and MUI's modal, loaded when a question is first asked. */
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView.tsx'));

/** A yes/no question before an action (the delete confirmations of docs/product/screens.md#layout). Cancel has the focus. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <OpenedOnce open={props.open}>
      <ConfirmDialogView {...props} />
    </OpenedOnce>
  );
}
