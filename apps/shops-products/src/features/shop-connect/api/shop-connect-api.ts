import type {
  ApiKey,
  CreateApiKeyRequest,
  MyShopsResponse,
  ReviewRequestSettings,
  ShopClaim,
  ShopClaimRequest,
  ShopClaimsResponse,
  ShopMembersResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';
import type { VerificationMethod } from '@vouch/domain';

/** A shop the viewer answers for, and the answer that names one. */
export type MyShop = MyShopsResponse['shops'][number];
type ShopNamed = { shop: { slug: string; name: string } };
type ApiKeysResponse = { api_keys: ApiKey[] };
/** The one answer that carries a key's secret: it is never shown again. */
export type CreatedApiKey = { api_key: ApiKey; secret: string };

const shopUrl = (shopSlug: string, rest: string) =>
  `reviews/shop/${encodeURIComponent(shopSlug)}/${rest}`;

/** What a mutation's lifecycle hands `onQueryStarted`, as far as these endpoints use it. */
interface Lifecycle<Result> {
  dispatch: (action: unknown) => unknown;
  queryFulfilled: Promise<{ data: Result }>;
}

/** Runs `write` with the answer once the request succeeds; a refusal leaves the cache as it was. */
async function whenAnswered<Result>(
  { queryFulfilled }: Lifecycle<Result>,
  write: (data: Result) => void,
) {
  const answer = await queryFulfilled.catch(() => null);
  if (answer) write(answer.data);
}

/** A claim as the server now has it, in the list of claims (new ones first, as the server lists them). */
function claimWritten(dispatch: Lifecycle<unknown>['dispatch'], claim: ShopClaim) {
  dispatch(
    shopConnectApi.util.updateQueryData('getShopClaims', undefined, (draft) => {
      const at = draft.claims.findIndex((held) => held.public_id === claim.public_id);
      if (at === -1) draft.claims.unshift(claim);
      else draft.claims[at] = claim;
    }),
  );
}

/**
 * Issue #55: connecting a shop. The viewer proves a site (a claim, checked by a meta tag or a
 * file), then, as its owner, hands out API keys and invites the team. Every answer that carries
 * the new state (a claim, a key, the member list) is written into the cache at once; the shops
 * the viewer answers for are the shop inbox's shops, so they share its tag.
 */
export const shopConnectApi = api.injectEndpoints({
  endpoints: (build) => ({
    getMyShops: build.query<MyShopsResponse, void>({
      query: () => 'reviews/shop/mine',
      providesTags: ['ShopInbox'],
    }),
    getShopClaims: build.query<ShopClaimsResponse, void>({
      query: () => 'reviews/shop/claims',
    }),
    openShopClaim: build.mutation<{ claim: ShopClaim }, ShopClaimRequest>({
      query: (body) => ({ url: 'reviews/shop/claims', method: 'POST', body }),
      onQueryStarted: (_arg, lifecycle) =>
        whenAnswered(lifecycle, ({ claim }) => claimWritten(lifecycle.dispatch, claim)),
    }),
    verifyShopClaim: build.mutation<
      { claim: ShopClaim },
      { publicId: string; method: VerificationMethod }
    >({
      query: ({ publicId, method }) => ({
        url: `reviews/shop/claims/${encodeURIComponent(publicId)}/verify`,
        method: 'POST',
        body: { method },
      }),
      // A proven claim makes the viewer the shop's owner: their shops and inbox change.
      invalidatesTags: (result) => (result ? ['ShopInbox'] : []),
      onQueryStarted: (_arg, lifecycle) =>
        whenAnswered(lifecycle, ({ claim }) => claimWritten(lifecycle.dispatch, claim)),
    }),
    getApiKeys: build.query<ApiKeysResponse, string>({
      query: (shopSlug) => shopUrl(shopSlug, 'api_keys'),
    }),
    createApiKey: build.mutation<CreatedApiKey, { shopSlug: string } & CreateApiKeyRequest>({
      query: ({ shopSlug, ...body }) => ({
        url: shopUrl(shopSlug, 'api_keys'),
        method: 'POST',
        body,
      }),
      // Only the key goes into the list: the secret stays with the form that asked for it.
      onQueryStarted: ({ shopSlug }, lifecycle) =>
        whenAnswered(lifecycle, ({ api_key }) =>
          lifecycle.dispatch(
            shopConnectApi.util.updateQueryData('getApiKeys', shopSlug, (draft) => {
              draft.api_keys.unshift(api_key);
            }),
          ),
        ),
    }),
    revokeApiKey: build.mutation<{ api_key: ApiKey }, { shopSlug: string; publicId: string }>({
      query: ({ shopSlug, publicId }) => ({
        url: shopUrl(shopSlug, `api_keys/${encodeURIComponent(publicId)}`),
        method: 'DELETE',
      }),
      onQueryStarted: ({ shopSlug }, lifecycle) =>
        whenAnswered(lifecycle, ({ api_key }) =>
          lifecycle.dispatch(
            shopConnectApi.util.updateQueryData('getApiKeys', shopSlug, (draft) => {
              draft.api_keys = draft.api_keys.map((key) =>
                key.public_id === api_key.public_id ? api_key : key,
              );
            }),
          ),
        ),
    }),
    getShopMembers: build.query<ShopMembersResponse, string>({
      query: (shopSlug) => shopUrl(shopSlug, 'members'),
    }),
    inviteShopMember: build.mutation<ShopMembersResponse, { shopSlug: string; email: string }>({
      query: ({ shopSlug, email }) => ({
        url: shopUrl(shopSlug, 'members'),
        method: 'POST',
        body: { email },
      }),
      onQueryStarted: ({ shopSlug }, lifecycle) =>
        whenAnswered(lifecycle, (members) =>
          lifecycle.dispatch(
            shopConnectApi.util.upsertQueryData('getShopMembers', shopSlug, members),
          ),
        ),
    }),
    removeShopMember: build.mutation<ShopMembersResponse, { shopSlug: string; encodedId: string }>({
      query: ({ shopSlug, encodedId }) => ({
        url: shopUrl(shopSlug, `members/${encodeURIComponent(encodedId)}`),
        method: 'DELETE',
      }),
      onQueryStarted: ({ shopSlug }, lifecycle) =>
        whenAnswered(lifecycle, (members) =>
          lifecycle.dispatch(
            shopConnectApi.util.upsertQueryData('getShopMembers', shopSlug, members),
          ),
        ),
    }),
    getReviewRequestSettings: build.query<ReviewRequestSettings, string>({
      query: (shopSlug) => shopUrl(shopSlug, 'review_requests'),
    }),
    saveReviewRequestSettings: build.mutation<
      ReviewRequestSettings,
      { shopSlug: string } & ReviewRequestSettings
    >({
      query: ({ shopSlug, ...body }) => ({
        url: shopUrl(shopSlug, 'review_requests'),
        method: 'PUT',
        body,
      }),
      onQueryStarted: ({ shopSlug }, lifecycle) =>
        whenAnswered(lifecycle, (settings) =>
          lifecycle.dispatch(
            shopConnectApi.util.upsertQueryData('getReviewRequestSettings', shopSlug, settings),
          ),
        ),
    }),
    acceptShopInvitation: build.mutation<ShopNamed, { token: string }>({
      query: (body) => ({ url: 'reviews/shop/invitations/accept', method: 'POST', body }),
      invalidatesTags: (result) => (result ? ['ShopInbox'] : []),
    }),
  }),
});

export const {
  useGetMyShopsQuery,
  useGetShopClaimsQuery,
  useOpenShopClaimMutation,
  useVerifyShopClaimMutation,
  useGetApiKeysQuery,
  useCreateApiKeyMutation,
  useRevokeApiKeyMutation,
  useGetReviewRequestSettingsQuery,
  useSaveReviewRequestSettingsMutation,
  useGetShopMembersQuery,
  useInviteShopMemberMutation,
  useRemoveShopMemberMutation,
  useAcceptShopInvitationMutation,
} = shopConnectApi;
