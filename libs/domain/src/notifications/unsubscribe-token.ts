import { isNotificationKind, type NotificationKind } from './notification-kinds';

/**
 * An unsubscribe link's token: whose e-mails and which kind, in the clear, then the server's
 * signature of the two. Stateless, so a link in an old e-mail keeps working (RFC 8058 asks that
 * one-click links stay valid), and the page can say what it stops before anything is sent.
 */
export interface UnsubscribeToken {
  encodedUserId: string;
  kind: NotificationKind;
  signature: string;
}

/** What the server signs for a person's kind of e-mail. */
export function unsubscribeTokenPayload(encodedUserId: string, kind: NotificationKind): string {
  return `unsubscribe:${encodedUserId}:${kind}`;
}

export function formatUnsubscribeToken({
  encodedUserId,
  kind,
  signature,
}: UnsubscribeToken): string {
  return `${encodedUserId}.${kind}.${signature}`;
}

/** The token's parts, or null for anything that is not one (the signature is the server's to check). */
export function parseUnsubscribeToken(token: string): UnsubscribeToken | null {
  const parts = token.split('.');
  if (parts.length !== 3) return null;
  const [encodedUserId, kind, signature] = parts as [string, string, string];
  if (
    !/^[\w-]{1,64}$/.test(encodedUserId) ||
    !isNotificationKind(kind) ||
    !/^[\w-]{1,128}$/.test(signature)
  )
    return null;
  return { encodedUserId, kind, signature };
}
