import styled from 'styled-components';
import { Button } from '@vouch/design-system';

const Prompt = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  p {
    flex: 1 1 280px;
    margin: 0;
  }
`;

export interface SubscribePromptProps {
  onAnswer(subscribe: boolean): void;
  onDismiss(): void;
}

/** Asks once whether the reviewer wants e-mails asking them to review what they ordered. */
export function SubscribePrompt({ onAnswer, onDismiss }: SubscribePromptProps) {
  return (
    <Prompt aria-labelledby="subscribe-prompt-text">
      <p id="subscribe-prompt-text">
        Would you like an e-mail asking for your review after you order from a shop on Vouch?
      </p>
      <Button onClick={() => onAnswer(true)}>Yes, ask me</Button>
      <Button $variant="secondary" onClick={() => onAnswer(false)}>
        No, thanks
      </Button>
      <Button $variant="link" onClick={onDismiss}>
        Not now
      </Button>
    </Prompt>
  );
}
