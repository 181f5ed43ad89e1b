import { useSearchParams } from 'react-router';
import { EMAIL_CHANGE_TOKEN_PARAM, pagePath } from '@vouch/domain';
import { useUndoEmailChangeMutation } from '../../api/profile-api';
import { EmailLinkView } from '../../components/email-link-view';

/**
 * `/reviews/profile/email/undo?token=…`, opened from the notice sent to the old address: keeps (or
 * gives back) that address and signs out every device of the account. No sign-in needed: whoever
 * asked for the change may have changed the password too.
 */
export function EmailChangeUndoPage() {
  const [params] = useSearchParams();
  const [undo, { data, error, isLoading }] = useUndoEmailChangeMutation();
  return (
    <EmailLinkView
      title="Undo the change of your e-mail address"
      intro="If you did not ask to change your sign-in e-mail, keep this address: every device signed in to your account is signed out."
      action="Keep my old e-mail address"
      token={params.get(EMAIL_CHANGE_TOKEN_PARAM)}
      onAct={(token) => void undo({ token })}
      isLoading={isLoading}
      done={data?.message ?? null}
      error={error}
      next={{ to: pagePath('login'), label: 'Sign in' }}
    />
  );
}
