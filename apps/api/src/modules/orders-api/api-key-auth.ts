import type { FastifyRequest } from 'fastify';
import type { ApiKeyScope } from '@vouch/domain';
import { forbidden, HttpError } from '../../http/http-error';
import type { ApiKeyHolder, ApiKeysRepository } from '../shop-connect';

const unauthenticated = (message: string) => new HttpError(401, 'unauthorized', message);

/**
 * The key a machine request carries (`Authorization: Bearer vouch_sk_...`), checked for `scope`
 * and for the shop in the path: 401 for a missing, unknown or revoked key, 403 for a key of
 * another shop or without the scope.
 */
export async function apiKeyHolderOf(
  request: FastifyRequest,
  keys: ApiKeysRepository,
  shopSlug: string,
  scope: ApiKeyScope,
): Promise<ApiKeyHolder> {
  const header = request.headers.authorization ?? '';
  const secret = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  if (!secret)
    throw unauthenticated(
      'Send your shop’s API key as `Authorization: Bearer vouch_sk_...` (make one in your shop’s settings on Vouch).',
    );
  const holder = secret.length <= 200 ? await keys.holderOf(secret) : null;
  if (!holder) throw unauthenticated('That API key is unknown or was revoked.');
  if (holder.shopSlug !== shopSlug)
    throw forbidden('wrong_shop', `This API key belongs to another shop (${holder.shopSlug}).`);
  if (!holder.scopes.includes(scope))
    throw forbidden('missing_scope', `This API key may not do that: it needs the ${scope} scope.`);
  return holder;
}
