import styled from 'styled-components';
import type { NotificationKind } from '@vouch/domain';
import { errorMessageOf } from '@vouch/api-client';
import {
  useChooseNotificationMutation,
  useGetNotificationChoicesQuery,
} from '../../../api/notifications-api';
import { Check, FormAlert } from './form-parts';

const Choices = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  max-width: 520px;
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.space.sm};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/**
 * The edit page's "E-mails from Vouch": one box per kind of notification (issue #29 item 6), each
 * saved as it is ticked, the same choices an e-mail's unsubscribe link makes one at a time.
 */
export function NotificationChoices() {
  const { data, isError } = useGetNotificationChoicesQuery();
  const [choose, { error, isLoading, isSuccess, originalArgs }] = useChooseNotificationMutation();
  const save = (kind: NotificationKind, subscribed: boolean) => void choose({ kind, subscribed });
  return (
    <Choices aria-busy={isLoading}>
      <legend>E-mails from Vouch</legend>
      {isError ? (
        <FormAlert role="alert">
          Your e-mail choices are unavailable right now. Please try again in a moment.
        </FormAlert>
      ) : null}
      {data?.choices.map((choice) => (
        <Check key={choice.kind}>
          <input
            type="checkbox"
            checked={
              isLoading && originalArgs?.kind === choice.kind
                ? originalArgs.subscribed
                : choice.subscribed
            }
            disabled={isLoading}
            onChange={(event) => save(choice.kind, event.target.checked)}
          />
          {choice.label}
        </Check>
      ))}
      <p role="status">{isSuccess && !isLoading ? 'Saved.' : ''}</p>
      {error ? <FormAlert role="alert">{errorMessageOf(error)}</FormAlert> : null}
    </Choices>
  );
}
