import { register } from '../../lib/auth/authClient.ts';
import { Redirecting } from './Redirecting.tsx';

/** /register (spec §2.1): the hosted registration screen. */
export default function RegisterPage() {
  return <Redirecting go={register} text="Taking you to the secure registration page…" />;
}
