/** One message on its way out: what a transport hands to SMTP (or the log). */
export interface OutgoingMail {
  /** Fixed per outbox row: a message sent again after a crash carries the same one, so mail programs can tell. */
  messageId: string;
  to: string;
  toName: string | null;
  subject: string;
  text: string;
  html: string;
  headers: Readonly<Record<string, string>>;
}

/** Where sent mail goes: SMTP in a deployment, the log (and MAIL_OUTBOX_DIR) for `npm start`. */
export interface MailTransport {
  /** Resolves once the message is accepted; throws what went wrong (read by deliveryFailureOf). */
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}
