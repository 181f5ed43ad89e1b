import styled from 'styled-components';

/** The trail above a page: a labelled <nav> holding an <ol>, its items separated by '›'. */
export const Breadcrumb = styled.nav`
  margin-top: ${({ theme }) => theme.space.lg};
  ol {
    display: flex;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.sm};
    padding: 0;
    margin: 0;
    list-style: none;
  }
  li + li::before {
    content: '›';
    margin-right: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;
