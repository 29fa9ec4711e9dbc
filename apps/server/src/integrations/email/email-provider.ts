export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
  /** With an HTML part the message goes out as multipart/alternative (text and HTML). */
  html?: string;
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post for one-click unsubscribe. */
  headers?: Record<string, string>;
}

/** Sends e-mail. The outbox provider keeps mail in the database; SMTP delivers it. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
