import { css } from 'styled-components';

/**
 * For the items of long lists (reviews, product cards): the browser skips styling, laying out and
 * painting the ones far from view until they come near, counting each as `estimatedSize` square
 * until it has been laid out once and as its real size after. A phone then lays out the screen it
 * shows instead of the whole 8,000 px shop page at once. The items stay in the accessibility tree
 * and in find-in-page.
 */
export const renderedNearView = (estimatedSize: string) => css`
  content-visibility: auto;
  contain-intrinsic-size: auto ${estimatedSize};
`;
