import { css } from 'styled-components';

/** The raised white card every list of shops, products, reviewers and categories is made of. */
export const cardSurface = css`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.card};
  /* A name or address longer than the card is wide breaks rather than widening the page. */
  overflow-wrap: break-word;
`;
