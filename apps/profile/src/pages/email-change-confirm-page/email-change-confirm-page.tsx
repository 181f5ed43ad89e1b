import { Navigate, useLocation, useSearchParams } from 'react-router';
import { EMAIL_CHANGE_TOKEN_PARAM, pagePath, signInPath } from '@vouch/domain';
import { useConfirmEmailChangeMutation } from '../../api/profile-api';
import { EmailLinkView } from '../../components/email-link-view';

/**
 * `/reviews/profile/email/confirm?token=…`, opened from the mail sent to a new sign-in address:
 * confirming, signed in to the account that asked, makes it the address. A guest signs in first
 * (with the old address, which works until then) and comes back here.
 */
export function EmailChangeConfirmPage() {
  const location = useLocation();
  const [params] = useSearchParams();
  const [confirm, { data, error, isLoading }] = useConfirmEmailChangeMutation();
  if (error && 'status' in error && error.status === 401)
    return <Navigate to={signInPath(`${location.pathname}${location.search}`)} replace />;
  return (
    <EmailLinkView
      title="Confirm your new e-mail address"
      intro="Once you confirm, you sign in to Vouch with this address instead of your current one."
      action="Confirm new e-mail address"
      token={params.get(EMAIL_CHANGE_TOKEN_PARAM)}
      onAct={(token) => void confirm({ token })}
      isLoading={isLoading}
      done={data?.message ?? null}
      error={error}
      next={{ to: pagePath('profileEdit'), label: 'Back to your profile' }}
    />
  );
}
