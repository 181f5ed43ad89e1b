import { formatCount } from '@vouch/domain';
import styled from 'styled-components';
import type { HomeMetrics as HomeMetricsData } from '@vouch/contracts';
import { useGetHomeMetricsQuery } from '../api/home-api';
import { PlainList } from '@vouch/design-system';

/** Spec §3 "Home metrics", each with the words it is shown with; total verified reviews leads. */
const METRIC_LABELS: readonly { key: keyof HomeMetricsData; label: string }[] = [
  { key: 'total_verified_reviews', label: 'verified reviews' },
  { key: 'review_metric', label: 'reviews published' },
  { key: 'verified_buyer_metric', label: 'verified buyers' },
  { key: 'shop_metric', label: 'shops reviewed' },
  { key: 'line_item_metric', label: 'orders tracked' },
];

const Figures = styled(PlainList)`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(150px, 1fr));
  gap: ${({ theme }) => theme.space.md};
  li {
    min-height: 84px;
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.brandSoft};
  }
  strong {
    display: block;
    font-size: ${({ theme }) => theme.fontSizes.xl};
    color: ${({ theme }) => theme.colors.brandStrong};
  }
  span {
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

/** The home figures; the tiles keep their size while loading so nothing below moves. */
export function HomeMetrics() {
  const { data, isError } = useGetHomeMetricsQuery();
  if (isError) return null;
  return (
    <section aria-labelledby="home-metrics-title" aria-busy={!data}>
      <h2 id="home-metrics-title" className="visually-hidden">
        Vouch in numbers
      </h2>
      <Figures>
        {METRIC_LABELS.map(({ key, label }) => (
          <li key={key} data-metric={key}>
            <strong>{data ? formatCount(data.metrics[key]) : '…'}</strong> <span>{label}</span>
          </li>
        ))}
      </Figures>
    </section>
  );
}
