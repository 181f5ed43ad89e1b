import styled from 'styled-components';
import { cardSurface } from '@vouch/design-system';

/** The column every dispute page is laid out in. */
export const DisputesLayout = styled.div`
  display: grid;
  /* One column as wide as the page, never as wide as its widest content (a long filter option at 320 px). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  max-width: 860px;
  min-width: 0;
  h1,
  h2 {
    margin: 0;
  }
`;

/** A card section of a dispute page (the case, the thread, the history, the actions). */
export const DisputeSection = styled.section`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
