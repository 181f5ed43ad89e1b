import styled from 'styled-components';

/** The frame of every profile page: one column, the header then its sections. */
export const ProfileLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  min-width: 0;
  h2 {
    margin: 0 0 ${({ theme }) => theme.space.md};
  }
`;
