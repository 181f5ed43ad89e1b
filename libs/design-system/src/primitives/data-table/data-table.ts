import styled from 'styled-components';

/** Rows of records under their column heads, ruled between rows; put it in a `TableScroll` where it may be wider than a phone. */
export const DataTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  th,
  td {
    padding: ${({ theme }) => theme.space.sm};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: top;
  }
`;

/** Lets a wide table scroll sideways inside the page instead of widening it. */
export const TableScroll = styled.div`
  overflow-x: auto;
`;
