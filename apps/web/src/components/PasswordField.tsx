import { TextField, type TextFieldProps } from '@mui/material';

type Props = Omit<TextFieldProps, 'type' | 'onChange' | 'autoComplete' | 'required'> & {
  /** Which password it is, for the browser's password manager. */
  autoComplete: 'current-password' | 'new-password';
  onChange: (value: string) => void;
};

/** A required password input that reports its text. */
export function PasswordField({ onChange, ...props }: Props) {
  return <TextField {...props} type="password" required onChange={(e) => onChange(e.target.value)} />;
}
