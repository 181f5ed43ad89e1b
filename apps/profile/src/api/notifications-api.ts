import type {
  NotificationChoiceRequest,
  NotificationChoicesResponse,
  UnsubscribeRequest,
  UnsubscribeResponse,
} from '@vouch/contracts';
import { api } from '@vouch/api-client';
import { pagePath } from '@vouch/domain';

const CHOICES_URL = 'reviews/profile/notifications';

/** Issue #29 item 6: the e-mails a person gets, chosen on the edit page or stopped from a link in one. */
export const notificationsApi = api.injectEndpoints({
  endpoints: (build) => ({
    getNotificationChoices: build.query<NotificationChoicesResponse, void>({
      query: () => ({ url: CHOICES_URL }),
    }),
    chooseNotification: build.mutation<NotificationChoicesResponse, NotificationChoiceRequest>({
      query: (body) => ({ url: CHOICES_URL, method: 'PUT', body }),
      // The answer is the whole list as it now stands.
      async onQueryStarted(_choice, { dispatch, queryFulfilled }) {
        // A failure is the mutation's own error, shown beside the boxes.
        const saved = await queryFulfilled.catch(() => null);
        if (saved)
          dispatch(
            notificationsApi.util.upsertQueryData('getNotificationChoices', undefined, saved.data),
          );
      },
    }),
    unsubscribe: build.mutation<UnsubscribeResponse, UnsubscribeRequest>({
      query: (body) => ({ url: pagePath('profileUnsubscribe').slice(1), method: 'POST', body }),
    }),
  }),
});

export const {
  useGetNotificationChoicesQuery,
  useChooseNotificationMutation,
  useUnsubscribeMutation,
} = notificationsApi;
