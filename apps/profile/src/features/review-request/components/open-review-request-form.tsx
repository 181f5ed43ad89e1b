import { errorMessageOf } from '@vouch/api-client';
import { REVIEW_REQUEST_TOKEN_PARAM } from '@vouch/domain';
import { Button } from '@vouch/design-system';
import { OPEN_REVIEW_REQUEST_PATH } from '../api/review-request-api';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { useOpenReviewRequest } from '../hooks/use-open-review-request';
import { LinkRefusal } from './link-refusal';
import { Problem } from './review-request.styles';

/**
 * The button of a review request's link. Opening the page spends nothing (mail scanners fetch the
 * links in e-mails); the button does, as a plain form post without script (the server answers 303)
 * or as JSON with it, then loads the page the server names.
 */
export function OpenReviewRequestForm({ token }: { token: string }) {
  const { submit, error, busy } = useOpenReviewRequest();
  const alert = useFocusWhenShown<HTMLParagraphElement>(error);
  return (
    <>
      <p>Your review is published on Vouch as verified: you bought what you write about.</p>
      {error && 'status' in error && error.status === 410 ? (
        <LinkRefusal message={errorMessageOf(error)} alertRef={alert} />
      ) : error ? (
        <Problem role="alert" tabIndex={-1} ref={alert}>
          {errorMessageOf(error)}
        </Problem>
      ) : null}
      <form
        method="post"
        action={OPEN_REVIEW_REQUEST_PATH}
        onSubmit={(event) => {
          event.preventDefault();
          if (!busy) void submit(token);
        }}
      >
        <input type="hidden" name={REVIEW_REQUEST_TOKEN_PARAM} value={token} />
        <Button type="submit" disabled={busy}>
          {busy ? 'Opening…' : 'Write my review'}
        </Button>
      </form>
    </>
  );
}
