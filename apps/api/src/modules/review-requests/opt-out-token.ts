import { signatureMatches, signatureOf } from '../../secrets/signature';

/** Whose requests a link stops: the buyer's address, and the shop that asked. */
export interface OptOut {
  email: string;
  shopEncodedId: string;
}

const payloadOf = (optOut: OptOut) =>
  `review-request-opt-out:${optOut.email}:${optOut.shopEncodedId}`;

/** The token of a review request's unsubscribe links: signed, so it names no one else's address. */
export function optOutTokenFor(secret: string, optOut: OptOut): string {
  return [
    Buffer.from(optOut.email).toString('base64url'),
    optOut.shopEncodedId,
    signatureOf(secret, payloadOf(optOut)),
  ].join('.');
}

/** The opt-out a token stands for when this server signed it; null for anything else. */
export function verifiedOptOut(secret: string, token: string): OptOut | null {
  const [email64, shopEncodedId, signature, ...rest] = token.split('.');
  if (!email64 || !shopEncodedId || !signature || rest.length > 0) return null;
  const optOut = { email: Buffer.from(email64, 'base64url').toString('utf8'), shopEncodedId };
  return signatureMatches(secret, payloadOf(optOut), signature) ? optOut : null;
}
