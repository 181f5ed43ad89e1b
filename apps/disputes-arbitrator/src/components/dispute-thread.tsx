import styled from 'styled-components';
import type { DisputeDetail, DisputeParty } from '@vouch/contracts';
import { PlainList } from '@vouch/design-system';
import { DisputeFileList } from './dispute-file-list';
import { DisputeSection, Muted } from './disputes-layout';
import { useDateFormat } from '@vouch/api-client';

const ROLE_LABELS: Record<DisputeParty, string> = {
  reviewer: 'Reviewer',
  shop: 'Shop',
  arbitrator: 'Arbitrator',
};

const Message = styled.li<{ $own: boolean }>`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme, $own }) => ($own ? theme.colors.brandSoft : theme.colors.surface)};
  margin-bottom: ${({ theme }) => theme.space.sm};
  p {
    margin: 0;
    white-space: pre-wrap;
    overflow-wrap: anywhere;
  }
`;

/** The messages between the reviewer, the shop and the arbitrator, oldest first, each with its files. */
export function DisputeThread({ dispute }: { dispute: DisputeDetail }) {
  const { moment: formatMoment } = useDateFormat();
  return (
    <DisputeSection aria-labelledby="dispute-thread">
      <h2 id="dispute-thread">Messages</h2>
      {dispute.messages.length === 0 ? (
        <Muted>No messages yet.</Muted>
      ) : (
        <PlainList aria-label="Messages">
          {dispute.messages.map((message) => (
            <Message key={message.id} $own={message.author_role === dispute.viewer_role}>
              <strong>
                {message.author_name} · {ROLE_LABELS[message.author_role]}
              </strong>
              <Muted>{formatMoment(message.created_at)}</Muted>
              {message.body && <p>{message.body}</p>}
              <DisputeFileList
                files={message.files}
                label={`Files sent by ${message.author_name}`}
              />
            </Message>
          ))}
        </PlainList>
      )}
    </DisputeSection>
  );
}
