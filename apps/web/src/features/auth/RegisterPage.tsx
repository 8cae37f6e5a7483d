import { register } from '../../lib/auth/authClient.ts';
import { Redirecting } from './Redirecting.tsx';

/** /register (docs/product/data-and-rules.md#routes): the hosted registration screen. */
export default function RegisterPage() {
  return <Redirecting go={register} text="Taking you to the secure registration page…" />;
}
