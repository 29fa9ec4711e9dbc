export interface EmailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends e-mail. The outbox provider keeps mail in the database; SMTP delivers it. */
export interface EmailProvider {
  send(message: EmailMessage): Promise<void>;
}
