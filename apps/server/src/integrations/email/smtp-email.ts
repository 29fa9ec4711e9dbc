import nodemailer from 'nodemailer';
import type { EmailProvider } from './email-provider';

/** Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com). */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send({ to, subject, text, html, headers }) {
      await transport.sendMail({ from, to, subject, text, html, headers });
    },
  };
}
