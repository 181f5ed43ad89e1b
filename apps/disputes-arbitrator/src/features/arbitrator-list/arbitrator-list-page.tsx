import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  ARBITRATOR_PAGE_SIZE,
  ARBITRATOR_STATUS_FILTER_LABELS,
  ARBITRATOR_STATUS_FILTERS,
  arbitratorListParams,
  DISPUTE_AGE_FILTER_LABELS,
  DISPUTE_AGE_FILTERS,
  DISPUTE_TYPE_LABELS,
  disputeStatusLabel,
  pagePath,
  type DisputeAgeFilter,
} from '@vouch/domain';
import { DataTable, Pagination, SelectField, Spinner, TableScroll } from '@vouch/design-system';
import { useGetArbitratorListQuery } from '../../api/disputes-api';
import { ArbitratorOnly } from '../../components/arbitrator-only';
import { formatDay } from '../../components/dispute-dates';
import { DisputesLayout, Muted, Refusal } from '../../components/disputes-layout';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

/** The list itself; the URL holds its status, age and page, so a filtered page can be shared and reloaded. */
function ArbitratorList() {
  const [params, setParams] = useSearchParams();
  const query = arbitratorListParams(params);
  const { data, isError, isFetching } = useGetArbitratorListQuery(query);
  const setFilter = (name: 'status' | 'age', value: string) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(name, value);
      next.delete('page');
      return next;
    });
  const pages = data ? Math.ceil(data.total_results / ARBITRATOR_PAGE_SIZE) : 0;
  return (
    <DisputesLayout>
      <div>
        <h1>Disputes to decide</h1>
        <Muted>Oldest first: the dispute that has waited longest is at the top.</Muted>
      </div>
      <Filters>
        <SelectField label="Status" value={query.status} onChange={(event) => setFilter('status', event.target.value)}>
          {ARBITRATOR_STATUS_FILTERS.map((status) => (
            <option key={status} value={status}>
              {ARBITRATOR_STATUS_FILTER_LABELS[status]}
            </option>
          ))}
        </SelectField>
        <SelectField label="Age" value={query.age} onChange={(event) => setFilter('age', event.target.value)}>
          {(Object.keys(DISPUTE_AGE_FILTERS) as DisputeAgeFilter[]).map((age) => (
            <option key={age} value={age}>
              {DISPUTE_AGE_FILTER_LABELS[age]}
            </option>
          ))}
        </SelectField>
      </Filters>
      {!data ? (
        isError ? (
          <Refusal role="alert">The disputes could not be loaded. Please try again in a moment.</Refusal>
        ) : (
          <Spinner />
        )
      ) : (
        <>
          <p aria-live="polite" aria-busy={isFetching}>
            {data.total_results} {data.total_results === 1 ? 'dispute' : 'disputes'}
          </p>
          {data.disputes.length > 0 && (
            <TableScroll>
              <DataTable>
                <caption className="visually-hidden">Disputes, oldest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Opened</th>
                    <th scope="col">Dispute</th>
                    <th scope="col">Status</th>
                    <th scope="col">Arbitrator</th>
                  </tr>
                </thead>
                <tbody>
                  {data.disputes.map((dispute) => (
                    <tr key={dispute.public_id}>
                      <td>{formatDay(dispute.created_at)}</td>
                      <td>
                        <Link to={pagePath('arbitratorDispute', { disputeId: dispute.public_id })}>
                          {dispute.reviewer_name} v {dispute.shop_name}
                        </Link>
                        <br />
                        {DISPUTE_TYPE_LABELS[dispute.dispute_type]}
                      </td>
                      <td>
                        {disputeStatusLabel(dispute.status, 'arbitrator')}
                        {dispute.shop_answer_due && (
                          <>
                            <br />
                            <Muted as="span">shop answers by {formatDay(dispute.shop_answer_due)}</Muted>
                          </>
                        )}
                      </td>
                      <td>{dispute.arbitrator_name ?? 'Nobody yet'}</td>
                    </tr>
                  ))}
                </tbody>
              </DataTable>
            </TableScroll>
          )}
          {pages > 1 && (
            <Pagination
              current={query.page}
              total={pages}
              hrefFor={(page) => `?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page) })}`}
              onNavigate={(page) =>
                setParams((current) => {
                  const next = new URLSearchParams(current);
                  next.set('page', String(page));
                  return next;
                })
              }
              label="Dispute pages"
            />
          )}
        </>
      )}
    </DisputesLayout>
  );
}

/** `/reviews/arbitrator`: spec §6 "Arbitrator: lists disputes with pagination", with the filters. */
export function ArbitratorListPage() {
  return (
    <ArbitratorOnly>
      <ArbitratorList />
    </ArbitratorOnly>
  );
}
