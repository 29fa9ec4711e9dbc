import { loadOnce } from '../../lib/load-once';
import type { EmailProvider } from './email-provider';

/**
 * Real delivery through any SMTP server (SMTP_URL, e.g. smtps://user:pass@smtp.example.com).
 * nodemailer loads with the first message, not at start (decision 301).
 */
export function createSmtpEmail(smtpUrl: string, from: string): EmailProvider {
  const transport = loadOnce(async () => {
    const { default: nodemailer } = await import('nodemailer');
    return nodemailer.createTransport(smtpUrl);
  });
  return {
    async send({ to, subject, text, html, headers }) {
      await (await transport()).sendMail({ from, to, subject, text, html, headers });
    },
  };
}
