import { z } from 'zod';
import { emailAddressSchema } from './email-address';
import { API_KEY_SCOPES, VERIFICATION_METHODS, shopSiteOf } from '@vouch/domain';

/** `POST /reviews/shop/claims`: the site to prove, and the shop's name when Vouch has none at that domain. */
export const shopClaimRequestSchema = z.object({
  site: z
    .string({ error: 'site is your shop’s address, such as shop.example' })
    .max(300, 'site is at most 300 characters')
    .superRefine((site, context) => {
      const read = shopSiteOf(site);
      if ('error' in read) context.addIssue({ code: 'custom', message: read.error });
    }),
  shop_name: z.string().trim().max(100, 'shop_name is at most 100 characters').optional(),
});
export type ShopClaimRequest = z.input<typeof shopClaimRequestSchema>;

/** A claim as its reviewer sees it: what to publish, and what the last check found. */
export const shopClaimSchema = z.object({
  public_id: z.string(),
  site_origin: z.string(),
  domain: z.string(),
  shop_name: z.string(),
  token: z.string(),
  /** The tag for the home page's <head>. */
  meta_tag: z.string(),
  /** Where the file goes, and the line it holds (the token). */
  file_url: z.string(),
  status: z.enum(['pending', 'verified']),
  method: z.enum(VERIFICATION_METHODS).nullable(),
  last_error: z.string().nullable(),
  /** The shop it made or claimed, once verified. */
  shop: z.object({ slug: z.string(), name: z.string() }).nullable(),
  created_at: z.string(),
  verified_at: z.string().nullable(),
});
export type ShopClaim = z.infer<typeof shopClaimSchema>;

export const shopClaimResponseSchema = z.object({ claim: shopClaimSchema });
export const shopClaimsResponseSchema = z.object({ claims: z.array(shopClaimSchema) });
export type ShopClaimsResponse = z.infer<typeof shopClaimsResponseSchema>;

/** `POST /reviews/shop/claims/{public_id}/verify`: which of the two proofs to fetch. */
export const verifyShopClaimRequestSchema = z.object({
  method: z.enum(VERIFICATION_METHODS, { error: 'method is meta_tag or well_known_file' }),
});

/** The shops a person answers for, and their role in each. */
export const myShopsResponseSchema = z.object({
  shops: z.array(
    z.object({
      slug: z.string(),
      name: z.string(),
      domain: z.string(),
      role: z.enum(['owner', 'member']),
    }),
  ),
});
export type MyShopsResponse = z.infer<typeof myShopsResponseSchema>;

export const shopSlugParamsSchema = z.object({ shop: z.string().min(1).max(200) });

/** `POST /reviews/shop/{shop}/api_keys`. */
export const createApiKeyRequestSchema = z.object({
  name: z
    .string({ error: 'name says what the key is for, such as “Shopify orders”' })
    .trim()
    .min(1, 'name says what the key is for, such as “Shopify orders”')
    .max(80, 'name is at most 80 characters'),
  scopes: z
    .array(z.enum(API_KEY_SCOPES, { error: `each scope is one of ${API_KEY_SCOPES.join(', ')}` }))
    .min(1, 'choose at least one scope')
    .transform((scopes) => [...new Set(scopes)]),
});
export type CreateApiKeyRequest = z.input<typeof createApiKeyRequestSchema>;

export const apiKeySchema = z.object({
  public_id: z.string(),
  name: z.string(),
  /** The key's first characters: enough to tell keys apart, never enough to use one. */
  prefix: z.string(),
  scopes: z.array(z.enum(API_KEY_SCOPES)),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;
export const apiKeysResponseSchema = z.object({ api_keys: z.array(apiKeySchema) });
/** The one answer that carries the secret: it is never shown again. */
export const createdApiKeyResponseSchema = z.object({ api_key: apiKeySchema, secret: z.string() });

/** `POST /reviews/shop/{shop}/members`: invite by e-mail. */
export const inviteMemberRequestSchema = z.object({
  email: emailAddressSchema,
});
export const shopMembersResponseSchema = z.object({
  members: z.array(
    z.object({
      encoded_id: z.string(),
      name: z.string(),
      email: z.string().nullable(),
      role: z.enum(['owner', 'member']),
    }),
  ),
  invitations: z.array(z.object({ email: z.string(), expires_at: z.string() })),
});
export type ShopMembersResponse = z.infer<typeof shopMembersResponseSchema>;
export const memberParamsSchema = z.object({
  shop: z.string().min(1).max(200),
  encodedId: z.string().min(1).max(40),
});
export const apiKeyParamsSchema = z.object({
  shop: z.string().min(1).max(200),
  publicId: z.string().min(1).max(40),
});
export const acceptInvitationRequestSchema = z.object({
  token: z.string({ error: 'token is the one in the invitation’s link' }).min(1).max(200),
});

/** `PUT /reviews/shop/{shop}/settings`: when a fulfilled order's buyer is asked for a review. */
export const reviewRequestSettingsSchema = z.object({
  review_request_delay_days: z
    .number({ error: 'review_request_delay_days is a whole number of days' })
    .int('review_request_delay_days is a whole number of days')
    .min(0, 'review_request_delay_days is 0 to 90')
    .max(90, 'review_request_delay_days is 0 to 90'),
});
export type ReviewRequestSettings = z.infer<typeof reviewRequestSettingsSchema>;
