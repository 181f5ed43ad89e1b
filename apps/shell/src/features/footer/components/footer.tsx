import styled from 'styled-components';
import { Button } from '@vouch/design-system';
import { pagePath } from '@vouch/domain';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0;
  padding: 0;
  a {
    display: inline-block;
    padding: ${({ theme }) => theme.space.xs} 0;
  }
`;

/** Spec §2 footer links; the policies live on the trust page. */
const POLICY_LINKS = [
  ['Terms', pagePath('trust', {}, { hash: 'terms' })],
  ['Privacy', pagePath('trust', {}, { hash: 'privacy' })],
  ['Authenticity', pagePath('trust', {}, { hash: 'authenticity' })],
  ['Compliance', pagePath('trust', {}, { hash: 'compliance' })],
  ['Content Policy', pagePath('trust', {}, { hash: 'content-policy' })],
] as const;

const SOCIAL_LINKS = [
  ['Facebook', 'https://www.facebook.com/vouchreviews'],
  ['Instagram', 'https://www.instagram.com/vouchreviews'],
  ['X', 'https://x.com/vouchreviews'],
  ['LinkedIn', 'https://www.linkedin.com/company/vouchreviews'],
] as const;

function backToTop() {
  window.scrollTo({ top: 0, behavior: 'smooth' });
  // Keyboard users land at the top too, not only the viewport.
  document.querySelector<HTMLElement>('a[aria-label="Vouch home"]')?.focus({ preventScroll: true });
}

/** Spec §2: policy links, social links, Back to top, the copyright line (this year's, not the spec's 2023: issue #58's walk). */
export function Footer() {
  return (
    <Bar>
      <Row>
        <nav aria-label="Legal">
          <Links>
            {POLICY_LINKS.map(([label, href]) => (
              <li key={label}>
                <a href={href}>{label}</a>
              </li>
            ))}
          </Links>
        </nav>
        <nav aria-label="Vouch elsewhere">
          <Links>
            {SOCIAL_LINKS.map(([label, href]) => (
              <li key={label}>
                <a href={href} rel="noopener noreferrer" target="_blank">
                  {label}
                  <span className="visually-hidden"> (opens in a new tab)</span>
                </a>
              </li>
            ))}
          </Links>
        </nav>
      </Row>
      <Row>
        <p>© {new Date().getUTCFullYear()} Vouch. All rights reserved.</p>
        <Button $variant="link" onClick={backToTop}>
          Back to top
        </Button>
      </Row>
    </Bar>
  );
}
