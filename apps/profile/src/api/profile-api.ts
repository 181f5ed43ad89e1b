import type {
  AvatarResponse,
  EmailChangeConfirmResponse,
  EmailChangeRequest,
  EmailChangeResponse,
  EmailChangeTokenRequest,
  EmailChangeUndoResponse,
  OwnReview,
  PasswordChangeRequest,
  PrivateProfileResponse,
  ProfileEditResponse,
  ProfileUpdateRequest,
  ProfileUpdateResponse,
  PublicProfileResponse,
  RecommendationsResponse,
  RemovalAppealRequest,
  RemovalAppealResponse,
  ReviewerDisputesResponse,
  ReviewStateResponse,
  RewardsResponse,
  WriteReviewOrdersResponse,
} from '@vouch/contracts';
import { api, replaceCsrfToken } from '@vouch/api-client';
import { pagePath, reviewListParams, restorableUntil, type ReviewListView } from '@vouch/domain';

export interface ProfileArgs {
  slug: string;
  view: ReviewListView;
}

/** What a reviewer can do to a review of theirs (spec §4 Review). */
export type ReviewChange = 'publish' | 'unpublish' | 'delete' | 'restore';

/** A review after a change the server confirmed: its new state, kept until the next fetch. */
function changedReview(review: OwnReview, state: ReviewStateResponse['review']): OwnReview {
  const deletedNow = state.deleted && !review.deleted;
  return {
    ...review,
    published: state.published,
    deleted: state.deleted,
    restorable_until: state.deleted
      ? deletedNow
        ? restorableUntil(new Date()).toISOString()
        : review.restorable_until
      : null,
  };
}

/**
 * Spec §7 profile calls: the public and private profile (`?format=json` with the review list's
 * view), recommendations, the private tabs' lists, update-profile and the edit page's account
 * changes, and the review actions of spec §4.
 */
export const profileApi = api.injectEndpoints({
  endpoints: (build) => ({
    getPublicProfile: build.query<PublicProfileResponse, ProfileArgs>({
      query: ({ slug, view }) => ({
        url: pagePath('publicProfile', { slug }).slice(1),
        params: { format: 'json', ...reviewListParams(view) },
      }),
      providesTags: ['Profile'],
      keepUnusedDataFor: 60,
    }),
    getPrivateProfile: build.query<PrivateProfileResponse, ProfileArgs>({
      query: ({ slug, view }) => ({
        url: pagePath('privateProfile', { slug }).slice(1),
        params: { format: 'json', ...reviewListParams(view) },
      }),
      providesTags: ['Profile'],
      keepUnusedDataFor: 60,
    }),
    getRecommendations: build.query<
      RecommendationsResponse,
      { slug: string; page: number; perPage: number }
    >({
      query: ({ slug, page, perPage }) => ({
        url: `${pagePath('publicProfile', { slug }).slice(1)}/recommendations`,
        params: { page, per_page: perPage },
      }),
      keepUnusedDataFor: 60,
    }),
    getRewards: build.query<RewardsResponse, number>({
      query: (page) => ({ url: 'reviews/reviewer/rewards', params: { page } }),
      keepUnusedDataFor: 60,
    }),
    getOwnDisputes: build.query<
      ReviewerDisputesResponse,
      { page: number; side: 'reviewer' | 'shop' }
    >({
      // Revalidated each time (an ETag makes that cheap): a dispute opened a moment ago must be on the list.
      query: ({ page, side }) => ({
        url: 'reviews/reviewer/disputes',
        params: { page, side },
        cache: 'no-cache',
      }),
      providesTags: ['Dispute'],
      keepUnusedDataFor: 60,
    }),
    getOrders: build.query<WriteReviewOrdersResponse, { page: number; shop?: string }>({
      query: ({ page, shop }) => ({
        url: pagePath('writeReview', {}).slice(1),
        params: { format: 'json', resource: 'orders', page, ...(shop ? { shop } : {}) },
      }),
      providesTags: ['Order'],
      keepUnusedDataFor: 60,
    }),
    getProfileEdit: build.query<ProfileEditResponse, void>({
      query: () => ({ url: pagePath('profileEdit', {}).slice(1), params: { format: 'json' } }),
      providesTags: ['Profile'],
      keepUnusedDataFor: 0,
    }),
    updateProfile: build.mutation<ProfileUpdateResponse, ProfileUpdateRequest>({
      query: (body) => ({ url: 'reviews/profile/update', method: 'PUT', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    uploadAvatar: build.mutation<AvatarResponse, File>({
      query: (file) => {
        const body = new FormData();
        body.append('avatar', file);
        return { url: 'reviews/profile/avatar', method: 'POST', body };
      },
      invalidatesTags: ['Profile', 'Me'],
    }),
    // Changes nothing yet: the address changes when the link mailed to it is opened (confirmEmailChange).
    changeEmail: build.mutation<EmailChangeResponse, EmailChangeRequest>({
      query: (body) => ({ url: 'reviews/profile/email', method: 'PUT', body }),
      invalidatesTags: ['Profile'],
    }),
    confirmEmailChange: build.mutation<EmailChangeConfirmResponse, EmailChangeTokenRequest>({
      query: (body) => ({ url: 'reviews/profile/email/confirm', method: 'POST', body }),
      invalidatesTags: ['Profile', 'Me'],
    }),
    // Ends every session of the account, this browser's too when it was one: a new CSRF token and a fresh cache.
    undoEmailChange: build.mutation<EmailChangeUndoResponse, EmailChangeTokenRequest>({
      query: (body) => ({ url: 'reviews/profile/email/undo', method: 'POST', body }),
      async onQueryStarted(_arg, { queryFulfilled, dispatch }) {
        const answer = await queryFulfilled.catch(() => null);
        if (!answer) return;
        replaceCsrfToken(answer.data.csrf_token);
        dispatch(api.util.resetApiState());
      },
    }),
    changePassword: build.mutation<{ signed_out_elsewhere: boolean }, PasswordChangeRequest>({
      query: (body) => ({ url: 'reviews/profile/password', method: 'PUT', body }),
    }),
    changeReview: build.mutation<ReviewStateResponse, { publicId: string; change: ReviewChange }>({
      query: ({ publicId, change }) =>
        change === 'delete'
          ? { url: `reviews/reviewer/reviews/${encodeURIComponent(publicId)}`, method: 'DELETE' }
          : {
              url: `reviews/reviewer/reviews/${encodeURIComponent(publicId)}/${change}`,
              method: 'PUT',
            },
      // Spec §4: "each successful change records the updated review locally": every cached page
      // of the private profile shows the new state at once, without a refetch.
      async onQueryStarted({ publicId }, { dispatch, queryFulfilled, getState }) {
        const answer = await queryFulfilled.catch(() => null);
        // A refused change leaves the review as it was; the caller says why.
        if (!answer) return;
        for (const { endpointName, originalArgs } of profileApi.util.selectInvalidatedBy(
          getState(),
          ['Profile'],
        )) {
          if (endpointName !== 'getPrivateProfile') continue;
          dispatch(
            profileApi.util.updateQueryData(
              'getPrivateProfile',
              originalArgs as ProfileArgs,
              (draft) => {
                const index = draft.reviews.reviews.findIndex(
                  (review) => review.public_id === publicId,
                );
                if (index >= 0)
                  draft.reviews.reviews[index] = changedReview(
                    draft.reviews.reviews[index]!,
                    answer.data.review,
                  );
              },
            ),
          );
        }
      },
      // Pages that list published reviews and feeds move with the change.
      invalidatesTags: [{ type: 'Review', id: 'LIST' }, 'Feed'],
    }),
    appealRemoval: build.mutation<
      RemovalAppealResponse,
      { publicId: string } & RemovalAppealRequest
    >({
      query: ({ publicId, body }) => ({
        url: `reviews/reviewer/reviews/${encodeURIComponent(publicId)}/appeal`,
        method: 'POST',
        body: { body },
      }),
      // The profile then shows the appeal waiting.
      invalidatesTags: ['Profile'],
    }),
  }),
});

export const {
  useGetPublicProfileQuery,
  useGetPrivateProfileQuery,
  useGetRecommendationsQuery,
  useGetRewardsQuery,
  useGetOwnDisputesQuery,
  useGetOrdersQuery,
  useGetProfileEditQuery,
  useUpdateProfileMutation,
  useUploadAvatarMutation,
  useChangeEmailMutation,
  useConfirmEmailChangeMutation,
  useUndoEmailChangeMutation,
  useChangePasswordMutation,
  useChangeReviewMutation,
  useAppealRemovalMutation,
} = profileApi;
