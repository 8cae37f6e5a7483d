/** E-mail through the SMTP server of SMTP_URL (nodemailer); without one, no e-mail can be sent. */
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

export interface Mailer {
  send(message: { to: string; subject: string; text: string; headers?: Record<string, string> }): Promise<void>;
}

export function createMailer(config: Pick<Config, 'SMTP_URL' | 'MAIL_FROM' | 'SUPPORT_EMAIL'>): Mailer | null {
  if (!config.SMTP_URL) return null;
  const transport = nodemailer.createTransport(config.SMTP_URL);
  const from = config.MAIL_FROM ?? config.SUPPORT_EMAIL;
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
