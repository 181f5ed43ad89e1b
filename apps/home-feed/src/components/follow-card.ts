import styled from 'styled-components';
import { cardSurface, media } from '@vouch/design-system';

/**
 * A followed (or followable) shop, product or reviewer: picture, words and Follow button in a
 * row. On a phone the button goes under the words, which keep the rest of the row: side by side
 * they made the Following page 332 px wide at 320 (issue #58).
 */
export const FollowCard = styled.article`
  ${cardSurface}
  display: grid;
  grid-template-columns: auto minmax(0, 1fr) auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  ${media.mobile} {
    grid-template-columns: auto minmax(0, 1fr);
    > button {
      grid-column: 2;
      justify-self: start;
    }
  }
  h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;
