import styled from 'styled-components';

/** The frame of every profile page: one column, the header then its sections. */
export const ProfileLayout = styled.div`
  display: grid;
  /* A column as wide as the page, not as its widest row: the tabs and lists wrap on a phone (issue #29). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;
