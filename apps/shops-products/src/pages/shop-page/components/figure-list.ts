import styled from 'styled-components';
import { cardSurface } from '@vouch/design-system';

/** A shop's figures as label and value pairs (`dt`/`dd`), as many to a row as fit. */
export const FigureList = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  dt {
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
  dd {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

/** A card of a shop's public figures under its heading (the dispute record, the removed reviews). */
export const FigureCard = styled.section`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  margin: ${({ theme }) => theme.space.lg} 0;
  h2,
  p {
    margin: 0;
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;
