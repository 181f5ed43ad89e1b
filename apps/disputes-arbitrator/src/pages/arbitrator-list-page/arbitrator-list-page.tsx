import { Link, useSearchParams } from 'react-router';
import styled from 'styled-components';
import {
  ARBITRATOR_PAGE_SIZE,
  ARBITRATOR_STATUS_FILTER_LABELS,
  ARBITRATOR_STATUS_FILTERS,
  ARBITRATOR_VIEW_LABELS,
  arbitratorListParams,
  DISPUTE_AGE_FILTER_LABELS,
  DISPUTE_AGE_FILTERS,
  DISPUTE_TYPE_LABELS,
  disputeStandingLabel,
  pagePath,
  type DisputeAgeFilter,
} from '@vouch/domain';
import {
  DataTable,
  Pagination,
  SelectField,
  Spinner,
  useListTopOnPaging,
} from '@vouch/design-system';
import { useGetArbitratorListQuery } from '../../api/disputes-api';
import { ArbitratorOnly } from '../../components/arbitrator-only';
import { DisputesLayout, Muted, Refusal } from '../../components/disputes-layout';
import { DeskSearchForm } from '../../features/arbitrator-list/components/desk-search-form';
import { DeskViews } from '../../features/arbitrator-list/components/desk-views';
import { ReportsQueue } from '../../features/arbitrator-list/components/reports-queue';
import { useDateFormat } from '@vouch/api-client';

const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const Results = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h2:focus {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 4px;
  }
`;

/** On a phone each case is a block of labelled lines: four columns do not fit 320 px, and sideways scrolling hides them. */
const CaseTable = styled(DataTable)`
  @media (max-width: ${({ theme }) => theme.breakpoints.tabletMin - 1}px) {
    thead {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip: rect(0 0 0 0);
    }
    tr,
    td {
      display: block;
    }
    td {
      border-bottom: 0;
      padding: ${({ theme }) => theme.space.xs} 0;
    }
    td[data-label]::before {
      content: attr(data-label) ': ';
      color: ${({ theme }) => theme.colors.textMuted};
    }
    tr {
      padding: ${({ theme }) => theme.space.sm} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
      overflow-wrap: anywhere;
    }
  }
`;

/** The desk itself; the address holds its view, search, filters and page, so any of them can be shared and reloaded. */
function ArbitratorDesk() {
  const { date: formatDay, moment } = useDateFormat();
  const [params, setParams] = useSearchParams();
  const query = arbitratorListParams(params);
  const { data, isError, isFetching } = useGetArbitratorListQuery(query);
  const listTop = useListTopOnPaging<HTMLHeadingElement>(query.page);
  /** The address with `changes` made; any change but the page's starts again at page 1. */
  const addressWith = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    next.delete('page');
    for (const [name, value] of Object.entries(changes)) {
      if (value) next.set(name, value);
      else next.delete(name);
    }
    return next;
  };
  const pages = data ? Math.ceil(data.total_results / ARBITRATOR_PAGE_SIZE) : 0;
  // The reports queue is its own tab of the desk: it has no status, age or search.
  const showReports = params.get('tab') === 'reports';
  const heading = query.q ? `Cases matching “${query.q}”` : ARBITRATOR_VIEW_LABELS[query.view];
  return (
    <DisputesLayout>
      <div>
        <h1>Disputes to decide</h1>
        <Muted>
          {showReports
            ? 'Reports of reviews and appeals against removals, oldest first.'
            : query.view === 'longest'
              ? 'The cases that have gone longest without a move or a message come first.'
              : query.view === 'to_move'
                ? 'Cases whose next move is yours, yours or nobody’s yet, oldest first: with the review reports, what your menu counts.'
                : 'Oldest first: the dispute opened longest ago is at the top.'}
        </Muted>
      </div>
      <DeskViews
        current={showReports ? 'reports' : query.view}
        hrefFor={(view) => `?${addressWith({ view: view === 'all' ? '' : view, tab: '' })}`}
        reportsHref="?tab=reports"
      />
      {showReports ? (
        <Results aria-labelledby="desk-results">
          <h2 id="desk-results">Review reports</h2>
          <ReportsQueue />
        </Results>
      ) : (
        <>
          <DeskSearchForm
            key={query.q}
            q={query.q}
            onSearch={(q) => setParams(addressWith({ q }))}
          />
          <Filters>
            <SelectField
              label="Status"
              value={query.status}
              onChange={(event) => setParams(addressWith({ status: event.target.value }))}
            >
              {ARBITRATOR_STATUS_FILTERS.map((status) => (
                <option key={status} value={status}>
                  {ARBITRATOR_STATUS_FILTER_LABELS[status]}
                </option>
              ))}
            </SelectField>
            <SelectField
              label="Age"
              value={query.age}
              onChange={(event) => setParams(addressWith({ age: event.target.value }))}
            >
              {(Object.keys(DISPUTE_AGE_FILTERS) as DisputeAgeFilter[]).map((age) => (
                <option key={age} value={age}>
                  {DISPUTE_AGE_FILTER_LABELS[age]}
                </option>
              ))}
            </SelectField>
          </Filters>
          <Results aria-labelledby="desk-results">
            <h2 id="desk-results" ref={listTop}>
              {heading}
            </h2>
            {!data ? (
              isError ? (
                <Refusal role="alert">
                  The disputes could not be loaded. Please try again in a moment.
                </Refusal>
              ) : (
                <Spinner />
              )
            ) : (
              <>
                <p role="status" aria-busy={isFetching}>
                  {data.total_results} {data.total_results === 1 ? 'dispute' : 'disputes'}
                  {pages > 1 && `, page ${query.page} of ${pages}`}
                  {query.q && (
                    <>
                      {' '}
                      <Link to={`?${addressWith({ q: '' })}`}>Clear the search</Link>
                    </>
                  )}
                </p>
                {data.disputes.length > 0 && (
                  <CaseTable>
                    <caption className="visually-hidden">{heading}</caption>
                    <thead>
                      <tr>
                        <th scope="col">Dispute</th>
                        <th scope="col">Opened</th>
                        <th scope="col">Last move</th>
                        <th scope="col">Status</th>
                        <th scope="col">Arbitrator</th>
                      </tr>
                    </thead>
                    <tbody>
                      {data.disputes.map((dispute) => (
                        <tr key={dispute.public_id}>
                          <td>
                            <Link
                              to={pagePath('arbitratorDispute', { disputeId: dispute.public_id })}
                            >
                              {dispute.reviewer_name} v {dispute.shop_name}
                            </Link>
                            <br />
                            {DISPUTE_TYPE_LABELS[dispute.dispute_type]} ·{' '}
                            <Muted as="span">{dispute.public_id}</Muted>
                          </td>
                          <td data-label="Opened">{formatDay(dispute.created_at)}</td>
                          <td data-label="Last move">{formatDay(dispute.updated_at)}</td>
                          <td data-label="Status">
                            {disputeStandingLabel(dispute.status, 'arbitrator', dispute.outcome)}
                            {dispute.shop_answer_due && (
                              <>
                                <br />
                                <Muted as="span">
                                  shop answers by {moment(dispute.shop_answer_due)}
                                </Muted>
                              </>
                            )}
                          </td>
                          <td data-label="Arbitrator">{dispute.arbitrator_name ?? 'Nobody yet'}</td>
                        </tr>
                      ))}
                    </tbody>
                  </CaseTable>
                )}
                {pages > 1 && (
                  <Pagination
                    current={query.page}
                    total={pages}
                    hrefFor={(page) =>
                      `?${new URLSearchParams({ ...Object.fromEntries(params), page: String(page) })}`
                    }
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
          </Results>
        </>
      )}
    </DisputesLayout>
  );
}

/** `/reviews/arbitrator`: spec §6 "Arbitrator: lists disputes with pagination", as the desk: views, search, filters. */
export function ArbitratorListPage() {
  return (
    <ArbitratorOnly>
      <ArbitratorDesk />
    </ArbitratorOnly>
  );
}
