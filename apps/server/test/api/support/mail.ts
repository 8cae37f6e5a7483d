/**
 * A real SMTP listener on 127.0.0.1 (smtp-server, no TLS, no authentication) that keeps every message it is given,
 * for the tests of what the server e-mails (court-date reminders).
 */
import { SMTPServer } from 'smtp-server';
import { freePort } from './server.ts';

export interface ReceivedMail {
  to: string[];
  data: string;
}

export interface MailListener {
  port: number;
  /** `SMTP_URL` and `MAIL_FROM` for a server that sends here. */
  env: Record<string, string>;
  /** Every message received, in order. */
  received: ReceivedMail[];
  close(): Promise<void>;
}

export async function startMailListener(): Promise<MailListener> {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          data: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(port, '127.0.0.1', resolve));
  return {
    port,
    env: { SMTP_URL: `smtp://127.0.0.1:${port}`, MAIL_FROM: 'court@rentfile.test' },
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
