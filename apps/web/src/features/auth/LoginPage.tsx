import { endStaleSession, login } from '../../lib/auth/authClient.ts';
import { Redirecting } from './Redirecting.tsx';

/** /login (docs/product/data-and-rules.md#routes): ends a provider session left from a log out, then goes to the hosted sign-in page. */
async function go(): Promise<void> {
  if (await endStaleSession()) return;
  await login();
}

export default function LoginPage() {
  return <Redirecting go={go} text="Taking you to the secure sign-in page…" />;
}
