import { useSearchParams } from 'react-router';
import {
  notificationTopic,
  pagePath,
  parseUnsubscribeToken,
  UNSUBSCRIBE_TOKEN_PARAM,
} from '@vouch/domain';
import { useUnsubscribeMutation } from '../../api/notifications-api';
import { EmailLinkView } from '../../components/email-link-view';

/**
 * `/reviews/profile/notifications/unsubscribe?token=…`, opened from any notification: stops that
 * kind of e-mail for the person it was sent to, signed in or not. Mail programs' own unsubscribe
 * buttons POST to the same address (RFC 8058) and need no page.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const [unsubscribe, { data, error, isLoading }] = useUnsubscribeMutation();
  const presented = params.get(UNSUBSCRIBE_TOKEN_PARAM);
  const token = presented ? parseUnsubscribeToken(presented) : null;
  return (
    <EmailLinkView
      title="Stop e-mails"
      intro={
        token
          ? `Stop e-mails about ${notificationTopic(token.kind)}? Every other kind of e-mail from Vouch stays as it is.`
          : null
      }
      action="Unsubscribe"
      token={token ? presented : null}
      onAct={(value) => void unsubscribe({ token: value })}
      isLoading={isLoading}
      done={data?.message ?? null}
      error={error}
      next={{ to: pagePath('profileEdit'), label: 'Choose which e-mails you get' }}
    />
  );
}
