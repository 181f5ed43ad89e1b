import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useMe } from '@vouch/api-client';
import { CookieBar } from '../features/consent/components/cookie-bar';
import { useJourneyTracking } from '../features/consent/hooks/use-journey-tracking';
import { Footer } from '../features/footer/components/footer';
import { Header } from './header/header';
import { useHeaderLayout } from '../hooks/use-header-layout';
import { useLocaleSync } from '../features/locale/hooks/use-locale-sync';
import { MegaMenu } from '../features/mega-menu/components/mega-menu';
import { usePageHead } from '../features/page-head/hooks/use-page-head';
import { TermsModal } from '../features/terms/components/terms-modal';
import { useTermsPrompt } from '../features/terms/hooks/use-terms-prompt';
import { useRouteRules } from '../routing/use-route-rules';

// At least a screen tall: the footer starts below the fold, so pages filling in never push it (layout shift).
const Main = styled.main`
  flex: 1;
  min-height: 100vh;
  width: 100%;
  max-width: ${({ theme }) => theme.layout.contentMaxWidth}px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.xl};
`;

const Page = styled.div<{ $white: boolean }>`
  display: flex;
  flex-direction: column;
  min-height: 100vh;
  background: ${({ theme, $white }) => ($white ? theme.colors.surface : theme.colors.background)};
`;

export function Layout({ children }: { children: ReactNode }) {
  useRouteRules();
  usePageHead();
  useLocaleSync();
  useJourneyTracking();
  const { data: me } = useMe();
  const terms = useTermsPrompt(me?.reviewer);
  const { whiteBackground, categoryBanner } = useHeaderLayout();
  return (
    <Page $white={whiteBackground} data-white-background={whiteBackground}>
      <Header />
      {categoryBanner ? <MegaMenu /> : null}
      <Main id="main-content">{children}</Main>
      <Footer />
      <CookieBar />
      {me?.reviewer && terms.open ? (
        <TermsModal reviewer={me.reviewer} onPutOff={terms.canPutOff ? terms.putOff : undefined} />
      ) : null}
    </Page>
  );
}
