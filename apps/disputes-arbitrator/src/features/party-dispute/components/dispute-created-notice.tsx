import styled from 'styled-components';
import { SHOP_ANSWER_DAYS, type DisputeCreatedNotice as Notice } from '@vouch/domain';

const Box = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.brandSoft};
  p {
    margin: 0;
  }
`;

/** Spec §4 created-dispute notification, on the thread the dispute form lands on (issue #58). */
export function DisputeCreatedNotice({ notice }: { notice: Notice }) {
  return (
    <Box role="status">
      <p>
        <strong>Your dispute with {notice.shop_name} is open.</strong> The shop has{' '}
        {SHOP_ANSWER_DAYS} days to answer; its answer will show on this page.
      </p>
    </Box>
  );
}
