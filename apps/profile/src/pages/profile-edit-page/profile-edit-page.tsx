import { Link, Navigate, useLocation } from 'react-router';
import { useMe } from '@vouch/api-client';
import { pagePath, signInPath } from '@vouch/domain';
import { Spinner } from '@vouch/design-system';
import { useGetProfileEditQuery } from '../../api/profile-api';
import { ProfileLayout } from '../../components/profile-layout';
import { NotificationChoices } from '../../features/profile-edit/components/notification-choices';
import { EmailForm, PasswordForm } from '../../features/profile-edit/components/account-forms';
import { AvatarForm } from '../../features/profile-edit/components/avatar-form';
import { ProfileDetailsForm } from '../../features/profile-edit/components/profile-details-form';

/** `/reviews/profile/edit`: the signed-in reviewer's name, picture, country, currency, e-mails, e-mail address and password. */
export function ProfileEditPage() {
  const location = useLocation();
  // A guest is sent to sign in without asking for the page: a refused request is an error in the console.
  const { data: me, isError: meFailed } = useMe();
  const { data, isError, error } = useGetProfileEditQuery(undefined, { skip: !me?.reviewer });
  if (!me && !meFailed) return <Spinner />;
  if (!data) {
    const signedOut = !me?.reviewer || (isError && 'status' in error && error.status === 401);
    if (signedOut) return <Navigate to={signInPath(location.pathname)} replace />;
    return isError ? (
      <p role="alert">Your profile is unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  }
  const basic = data.basic_data;
  return (
    <ProfileLayout>
      <div>
        <h1>Edit your profile</h1>
        <Link to={pagePath('privateProfile', { slug: basic.slug })}>Back to your profile</Link>
      </div>
      <AvatarForm basic={basic} />
      <ProfileDetailsForm basic={basic} />
      <NotificationChoices />
      <EmailForm email={basic.email} pendingEmail={basic.pending_email} />
      <PasswordForm />
    </ProfileLayout>
  );
}
