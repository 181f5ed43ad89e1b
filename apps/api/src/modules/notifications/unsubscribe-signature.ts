import {
  formatUnsubscribeToken,
  parseUnsubscribeToken,
  unsubscribeTokenPayload,
  type NotificationKind,
  type UnsubscribeToken,
} from '@vouch/domain';
import { signatureMatches, signatureOf } from '../../secrets/signature';

/** The token of a person's unsubscribe link for one kind of e-mail. */
export function unsubscribeTokenFor(
  secret: string,
  encodedUserId: string,
  kind: NotificationKind,
): string {
  return formatUnsubscribeToken({
    encodedUserId,
    kind,
    signature: signatureOf(secret, unsubscribeTokenPayload(encodedUserId, kind)),
  });
}

/** The person and kind a token stops, when this server signed it; null for anything else. */
export function verifiedUnsubscribeToken(secret: string, token: string): UnsubscribeToken | null {
  const parsed = parseUnsubscribeToken(token);
  if (!parsed) return null;
  return signatureMatches(
    secret,
    unsubscribeTokenPayload(parsed.encodedUserId, parsed.kind),
    parsed.signature,
  )
    ? parsed
    : null;
}
