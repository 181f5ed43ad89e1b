import type {
  ArbitratorActionRequest,
  ArbitratorListQuery,
  ArbitratorListResponse,
  DisputeCreateRequest,
  DisputeCreateResponse,
  DisputeFormResponse,
  DisputeMessageRequest,
  DisputePageResponse,
  DisputePartyActionRequest,
  DisputeResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';

/** Where the dispute form was opened: a shop page, or one of its products. */
export interface DisputeFormArgs {
  shopSlug: string;
  productHandle: string | null;
}

const tag = (id: string) => [{ type: 'Dispute' as const, id }];

/** A refused move or message may mean the case changed meanwhile (another arbitrator took it): the page reloads it. */
const reloadWhenRefused = (
  _result: unknown,
  error: unknown,
  { disputeId }: { disputeId: string },
) => (error ? tag(disputeId) : []);

/** The dispute as the server answered a message or move: written into the page that asked, at once. */
function answered(page: 'getPartyDispute' | 'getArbitratorDispute') {
  return async (
    { disputeId }: { disputeId: string },
    {
      dispatch,
      queryFulfilled,
    }: {
      dispatch: (action: unknown) => unknown;
      queryFulfilled: Promise<{ data: DisputeResponse }>;
    },
  ) => {
    const { data } = await queryFulfilled.catch(() => ({ data: null }));
    if (data)
      dispatch(
        disputesApi.util.updateQueryData(page, disputeId, (draft) => {
          draft.dispute = data.dispute;
        }),
      );
  };
}

/**
 * Disputes (spec §7 `GET shops/{slug}/disputes/new` and `POST reviewer base/disputes`, the arbitrator
 * list; the thread and moves). Every answer to a message or a move is the dispute as it now
 * stands, written into the page's cache at once.
 */
export const disputesApi = api.injectEndpoints({
  endpoints: (build) => ({
    getDisputeForm: build.query<DisputeFormResponse, DisputeFormArgs>({
      query: ({ shopSlug, productHandle }) => ({
        url: (productHandle
          ? pagePath('productDisputeNew', { shopSlug, productHandle })
          : pagePath('shopDisputeNew', { shopSlug })
        ).slice(1),
        params: { format: 'json', redesign: 'true' },
      }),
      keepUnusedDataFor: 0,
    }),
    createDispute: build.mutation<DisputeCreateResponse, DisputeCreateRequest>({
      query: (body) => ({
        url: 'reviews/reviewer/disputes',
        method: 'POST',
        body: { ...body, format: 'json', redesign: true },
      }),
      invalidatesTags: ['Dispute', 'Profile'],
    }),
    getPartyDispute: build.query<DisputePageResponse, string>({
      query: (disputeId) => ({
        url: pagePath('profileDispute', { disputeId }).slice(1),
        params: { format: 'json' },
        cache: 'no-cache',
      }),
      providesTags: (_result, _error, id) => tag(id),
    }),
    postPartyMessage: build.mutation<
      DisputeResponse,
      { disputeId: string; message: DisputeMessageRequest }
    >({
      query: ({ disputeId, message }) => ({
        url: `${pagePath('profileDispute', { disputeId }).slice(1)}/messages`,
        method: 'POST',
        body: message,
      }),
      onQueryStarted: answered('getPartyDispute'),
    }),
    partyAction: build.mutation<
      DisputeResponse,
      { disputeId: string; action: DisputePartyActionRequest }
    >({
      query: ({ disputeId, action }) => ({
        url: `${pagePath('profileDispute', { disputeId }).slice(1)}/actions`,
        method: 'POST',
        body: action,
      }),
      onQueryStarted: answered('getPartyDispute'),
      invalidatesTags: ['Profile'],
    }),
    getArbitratorList: build.query<ArbitratorListResponse, ArbitratorListQuery>({
      query: (query) => ({
        url: pagePath('arbitrator').slice(1),
        params: { format: 'json', ...query },
        cache: 'no-cache',
      }),
      providesTags: [{ type: 'Dispute', id: 'LIST' }],
    }),
    getArbitratorDispute: build.query<DisputePageResponse, string>({
      query: (disputeId) => ({
        url: pagePath('arbitratorDispute', { disputeId }).slice(1),
        params: { format: 'json' },
        cache: 'no-cache',
      }),
      providesTags: (_result, _error, id) => tag(id),
    }),
    postArbitratorMessage: build.mutation<
      DisputeResponse,
      { disputeId: string; message: DisputeMessageRequest }
    >({
      query: ({ disputeId, message }) => ({
        url: `${pagePath('arbitratorDispute', { disputeId }).slice(1)}/messages`,
        method: 'POST',
        body: message,
      }),
      onQueryStarted: answered('getArbitratorDispute'),
      invalidatesTags: reloadWhenRefused,
    }),
    arbitratorAction: build.mutation<
      DisputeResponse,
      { disputeId: string; action: ArbitratorActionRequest }
    >({
      query: ({ disputeId, action }) => ({
        url: `${pagePath('arbitratorDispute', { disputeId }).slice(1)}/decisions`,
        method: 'POST',
        body: action,
      }),
      onQueryStarted: answered('getArbitratorDispute'),
      invalidatesTags: (result, error, args) => [
        { type: 'Dispute' as const, id: 'LIST' },
        ...reloadWhenRefused(result, error, args),
      ],
    }),
  }),
});

export const {
  useGetDisputeFormQuery,
  useCreateDisputeMutation,
  useGetPartyDisputeQuery,
  usePostPartyMessageMutation,
  usePartyActionMutation,
  useGetArbitratorListQuery,
  useGetArbitratorDisputeQuery,
  usePostArbitratorMessageMutation,
  useArbitratorActionMutation,
} = disputesApi;
