import styled from 'styled-components';
import { CAROUSEL_KINDS } from '@vouch/domain';
import { HomeCarousel } from '../../features/home/components/home-carousel';
import { HomeHero } from '../../features/home/components/home-hero';
import { HomeMetrics } from '../../features/home/components/home-metrics';

const Page = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  padding-bottom: ${({ theme }) => theme.space.xxl};
`;

/** Spec §1 home: metrics and carousels, under an opening that says what Vouch is. */
export function HomePage() {
  return (
    <Page>
      <HomeHero />
      <HomeMetrics />
      {CAROUSEL_KINDS.map((kind) => (
        <HomeCarousel key={kind} kind={kind} />
      ))}
    </Page>
  );
}
