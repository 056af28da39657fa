export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Template name, for the outbox and logs (never the content: it may hold a code). */
  template: string;
}

export interface Mailer {
  readonly name: string;
  send(message: MailMessage): Promise<void>;
}

/**
 * Where the outbox transport keeps each message (the development mailbox reads them back);
 * `modules/mailbox` keeps them in the database.
 */
export interface MailOutbox {
  add(message: MailMessage, createdAt: Date): Promise<void>;
}
