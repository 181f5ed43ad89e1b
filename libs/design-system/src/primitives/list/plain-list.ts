import styled from 'styled-components';
import type { Theme } from '../../theme/theme';

/**
 * A list without bullets or indents, its items `$gap` apart: a column by default, a wrapping row
 * with `$inline` (pills, pictures, medals, page links).
 */
export const PlainList = styled.ul<{ $inline?: boolean; $gap?: keyof Theme['space'] }>`
  display: ${({ $inline }) => ($inline ? 'flex' : 'grid')};
  flex-wrap: wrap;
  gap: ${({ theme, $gap = 'xs' }) => theme.space[$gap]};
  padding: 0;
  margin: 0;
  list-style: none;
`;
