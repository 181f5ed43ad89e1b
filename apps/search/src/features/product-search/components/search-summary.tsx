import { formatCount } from '@vouch/domain';
import styled from 'styled-components';
import type { SearchResponse } from '@vouch/contracts';

const Heading = styled.h1`
  margin: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const Count = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** "500+ products" past the cap, exact below it (the response's rounded total). */
export function resultsCountText(data: SearchResponse['data'], capped: boolean): string {
  const count = data.rounded_results_total_count;
  const text = `${formatCount(count)}${capped ? '+' : ''}`;
  return `${text} ${count === 1 && !capped ? 'product' : 'products'}`;
}

/** The page heading: what was searched, where, and how many products matched. */
export function SearchSummary({ response, typedQ }: { response: SearchResponse; typedQ: string }) {
  const { data, metrics } = response;
  const scope = [
    data.category && `in ${data.category.name}`,
    data.search_in_shop_name && `at ${data.search_in_shop_name}`,
  ]
    .filter(Boolean)
    .join(' ');
  const searched = data.corrected_q ?? typedQ;
  return (
    <>
      <Heading>
        {searched ? `Results for “${searched}”` : 'All products'}
        {scope && ` ${scope}`}
      </Heading>
      <Count role="status">
        {data.corrected_q &&
          `No products matched “${typedQ}”, so we searched for “${data.corrected_q}”. `}
        {resultsCountText(data, metrics.capped)}
      </Count>
    </>
  );
}
