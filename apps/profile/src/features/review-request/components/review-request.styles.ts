import styled from 'styled-components';

/** The page's one column: the heading, a line or two, then the form or its outcome. */
export const Column = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  max-width: 520px;
  min-width: 0;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
  }
`;

export const Problem = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;

/** Buttons side by side, one under the other on a phone. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;
