import styled from 'styled-components';

/** The frame of a reading page (feed, following, people): one column a line of text wide. */
export const NarrowPage = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 760px;
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  h1 {
    margin: 0;
  }
`;
