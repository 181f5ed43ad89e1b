import styled from 'styled-components';

const Bar = styled.footer`
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  padding: ${({ theme }) => theme.space.lg} ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const Links = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.md};
  padding: 0;
`;

const FOOTER_LINKS = [
  ['Terms', '/reviews/trust#terms'],
  ['Privacy', '/reviews/trust#privacy'],
  ['Authenticity', '/reviews/trust#authenticity'],
  ['Compliance', '/reviews/trust#compliance'],
  ['Content Policy', '/reviews/trust#content-policy'],
] as const;

/** Spec §2 footer: policy links and the copyright line with year 2023. */
export function Footer() {
  return (
    <Bar>
      <nav aria-label="Legal">
        <Links>
          {FOOTER_LINKS.map(([label, href]) => (
            <li key={label}>
              <a href={href}>{label}</a>
            </li>
          ))}
        </Links>
      </nav>
      <p>© 2023 Vouch. All rights reserved.</p>
    </Bar>
  );
}
