import { useState } from 'react';
import { Link } from 'react-router';
import styled from 'styled-components';
import type { Reward } from '@vouch/contracts';
import { rewardState, rewardValueLabel, PRIVATE_LIST_PAGE_SIZE } from '@vouch/domain';
import { Button, DataTable, Pagination, Spinner, TableScroll } from '@vouch/design-system';
import { useGetRewardsQuery } from '../../../api/profile-api';
import { useDateFormat } from '@vouch/api-client';

const Table = styled(DataTable)`
  th,
  td {
    vertical-align: middle;
  }
  tr[data-state='expired'] td,
  tr[data-state='used'] td {
    color: ${({ theme }) => theme.colors.textMuted};
  }
  code {
    font-size: ${({ theme }) => theme.fontSizes.md};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

const STATE_LABELS = { available: 'Available', used: 'Used', expired: 'Expired' } as const;

function CopyCode({ code }: { code: string }) {
  const [copied, setCopied] = useState<boolean | null>(null);
  const copy = () =>
    navigator.clipboard.writeText(code).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  return (
    <>
      <Button $variant="secondary" onClick={copy} aria-label={`Copy code ${code}`}>
        Copy
      </Button>
      <span role="status">
        {copied === true ? ' Copied' : copied === false ? ' Select the code to copy it' : ''}
      </span>
    </>
  );
}

function RewardRow({ reward, now }: { reward: Reward; now: Date }) {
  const { moment } = useDateFormat();
  const state = rewardState(reward, now);
  return (
    <tr data-state={state}>
      <td>
        <Link to={reward.shop.internal_path}>{reward.shop.name}</Link>
      </td>
      <td>
        <code>{reward.code}</code>
      </td>
      <td>{rewardValueLabel(reward)}</td>
      <td>
        {STATE_LABELS[state]}
        {state !== 'used' &&
          ` · ${state === 'expired' ? 'expired' : 'until'} ${moment(reward.expires_at)}`}
      </td>
      <td>{state === 'available' && <CopyCode code={reward.code} />}</td>
    </tr>
  );
}

/** The thank-you coupons shops gave for the reviewer's reviews: code, value, state, and a copy button while usable. */
export function RewardsTab() {
  const [page, setPage] = useState(1);
  const { data, isError } = useGetRewardsQuery(page);
  if (!data)
    return isError ? (
      <p role="alert">Your rewards are unavailable right now. Please try again in a moment.</p>
    ) : (
      <Spinner />
    );
  if (data.total_count === 0)
    return <p>No rewards yet. Some shops thank reviewers with a coupon; yours will show here.</p>;
  const now = new Date();
  return (
    <>
      <TableScroll>
        <Table>
          <caption className="visually-hidden">Your rewards</caption>
          <thead>
            <tr>
              <th scope="col">Shop</th>
              <th scope="col">Code</th>
              <th scope="col">Value</th>
              <th scope="col">State</th>
              <th scope="col">
                <span className="visually-hidden">Copy</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {data.items.map((reward) => (
              <RewardRow key={reward.public_id} reward={reward} now={now} />
            ))}
          </tbody>
        </Table>
      </TableScroll>
      <Pagination
        current={page}
        total={Math.ceil(data.total_count / PRIVATE_LIST_PAGE_SIZE)}
        hrefFor={(n) => `#rewards-page-${n}`}
        onNavigate={setPage}
        label="Reward pages"
      />
    </>
  );
}
