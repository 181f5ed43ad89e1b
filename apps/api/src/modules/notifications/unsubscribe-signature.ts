import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  formatUnsubscribeToken,
  parseUnsubscribeToken,
  unsubscribeTokenPayload,
  type NotificationKind,
  type UnsubscribeToken,
} from '@vouch/domain';

function signatureOf(secret: string, encodedUserId: string, kind: NotificationKind): string {
  return createHmac('sha256', secret)
    .update(unsubscribeTokenPayload(encodedUserId, kind))
    .digest('base64url');
}

/** The token of a person's unsubscribe link for one kind of e-mail. */
export function unsubscribeTokenFor(
  secret: string,
  encodedUserId: string,
  kind: NotificationKind,
): string {
  return formatUnsubscribeToken({
    encodedUserId,
    kind,
    signature: signatureOf(secret, encodedUserId, kind),
  });
}

/** The person and kind a token stops, when this server signed it; null for anything else. */
export function verifiedUnsubscribeToken(secret: string, token: string): UnsubscribeToken | null {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  const expected = Buffer.from(signatureOf(secret, parsed.encodedUserId, parsed.kind));
  const presented = Buffer.from(parsed.signature);
  return expected.length === presented.length && timingSafeEqual(expected, presented)
    ? parsed
    : null;
}
