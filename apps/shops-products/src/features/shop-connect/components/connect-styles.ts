import styled from 'styled-components';
import { cardSurface } from '@vouch/design-system';

/** One part of the page (your shops, connecting one, an invitation), headed by an h2. */
export const Part = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2,
  h3,
  h4,
  h5 {
    margin: 0;
  }
`;

/** A raised card that wraps long domains, tokens and keys on the narrowest phone. */
export const Card = styled.div`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

/** A card's own part (API keys, team), set off by a rule. */
export const SubPart = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-top: ${({ theme }) => theme.space.md};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

export const Form = styled.form`
  display: grid;
  min-width: 0;
`;

/** Buttons side by side, wrapping under each other when the screen is narrow. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** A refusal or failure, read out as soon as it shows (give it role="alert"). */
export const Alert = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;

/** A line of a list that holds a record and, at its end, what can be done to it. */
export const Entry = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  padding-block: ${({ theme }) => theme.space.sm};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  overflow-wrap: anywhere;
  > div {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
    min-width: 0;
  }
`;

/** Text to copy exactly (tokens, addresses): breaks anywhere rather than widening the page. */
export const Code = styled.code`
  word-break: break-all;
`;
