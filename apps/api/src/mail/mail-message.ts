/** One e-mail as the site composes it; the queued mailer makes it safe to send and keeps it until sent. */
export interface MailMessage {
  to: string;
  /** The recipient's name, shown beside the address (user text: made one line before use). */
  toName?: string;
  /** May carry user text (names, product titles): made one line before use. */
  subject: string;
  text: string;
  /**
   * The page that stops this kind of e-mail. Set on every message a person may stop, which then
   * carries RFC 8058's one-click List-Unsubscribe; absent on account mail (sign-up, sign-in,
   * reset, e-mail change), the only mail a suppressed address still gets.
   */
  unsubscribeUrl?: string;
}
