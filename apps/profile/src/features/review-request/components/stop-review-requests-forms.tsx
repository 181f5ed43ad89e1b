import { errorMessageOf } from '@vouch/api-client';
import { REVIEW_REQUEST_UNSUBSCRIBE_PARAM, type ReviewRequestOptOutScope } from '@vouch/domain';
import { Button } from '@vouch/design-system';
import {
  STOP_REVIEW_REQUESTS_PATH,
  useStopReviewRequestsMutation,
} from '../api/review-request-api';
import { useFocusWhenShown } from '../hooks/use-focus-when-shown';
import { Actions, Problem } from './review-request.styles';

/** What each scope's button says. */
const STOP_LABELS: Record<ReviewRequestOptOutScope, string> = {
  shop: 'Stop requests from this shop',
  all: 'Stop every e-mail from Vouch',
};

/** What the page says once a form posted without script came back (`?stopped=`). */
export const STOPPED_MESSAGES: Record<ReviewRequestOptOutScope, string> = {
  shop: 'Done: you get no more review requests from this shop.',
  all: 'Done: you get no more e-mail from Vouch but account mail.',
};

/**
 * The unsubscribe links of a review request: one form a scope, each a plain post without script
 * (the server answers 303 back with `?stopped=`) or JSON with it, the scope the link named first.
 */
export function StopReviewRequestsForms({
  unsubscribe,
  scope,
}: {
  unsubscribe: string;
  scope: ReviewRequestOptOutScope;
}) {
  const [stop, { data, error, isLoading, originalArgs }] = useStopReviewRequestsMutation();
  const done = data?.message ?? null;
  const status = useFocusWhenShown<HTMLParagraphElement>(done);
  const alert = useFocusWhenShown<HTMLParagraphElement>(error);
  if (done)
    return (
      <p role="status" tabIndex={-1} ref={status}>
        {done}
      </p>
    );
  const scopes: ReviewRequestOptOutScope[] = scope === 'all' ? ['all', 'shop'] : ['shop', 'all'];
  return (
    <>
      <p>
        Stop the requests for reviews this shop sends through Vouch, or every e-mail from Vouch.
        Mail about your account, such as sign-in links, still comes.
      </p>
      {error ? (
        <Problem role="alert" tabIndex={-1} ref={alert}>
          {errorMessageOf(error)}
        </Problem>
      ) : null}
      <Actions>
        {scopes.map((each) => (
          <form
            key={each}
            method="post"
            action={STOP_REVIEW_REQUESTS_PATH}
            onSubmit={(event) => {
              event.preventDefault();
              if (!isLoading) void stop({ unsubscribe, scope: each });
            }}
          >
            <input type="hidden" name={REVIEW_REQUEST_UNSUBSCRIBE_PARAM} value={unsubscribe} />
            <input type="hidden" name="scope" value={each} />
            <Button
              type="submit"
              $variant={each === scope ? 'primary' : 'secondary'}
              disabled={isLoading}
            >
              {isLoading && originalArgs?.scope === each ? 'Stopping…' : STOP_LABELS[each]}
            </Button>
          </form>
        ))}
      </Actions>
    </>
  );
}
