/**
 * The form kit (docs/decisions/0034-the-web-one-way.md): every form is a react-hook-form read with the domain's
 * schemas, built of these controls, sent through a mutation of lib/queries with submitThrough, which shows the
 * server's refusals on the fields they name.
 */
export { FormTextField } from '../FormTextField.tsx';
export { FormDateField } from './FormDateField.tsx';
export { FormMoneyField } from './FormMoneyField.tsx';
export { FormChoiceField } from './FormChoiceField.tsx';
export { FormRadioGroup } from './FormRadioGroup.tsx';
export { FormCheckbox } from './FormCheckbox.tsx';
export { FormTimeField } from './FormTimeField.tsx';
export { FormPasswordField } from './FormPasswordField.tsx';
export { FormActions, FormError } from './FormActions.tsx';
export { formError, submitThrough, SERVER_ERROR } from './submit.ts';
export { optionalText, optionalTypedDate, typedAmount, typedDate } from './schemas.ts';
