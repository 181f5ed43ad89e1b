import type { ReactNode } from 'react';
import styled from 'styled-components';

const Article = styled.article`
  display: grid;
  /* One column no wider than the screen: an auto track grows to its widest child (the medals table). */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.md};
  max-width: 72ch;
  padding: ${({ theme }) => theme.space.lg} 0 ${({ theme }) => theme.space.xxl};
  line-height: 1.6;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xxl};
    line-height: 1.2;
  }
  h2 {
    margin: ${({ theme }) => theme.space.md} 0 0;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  ol,
  ul {
    margin: 0;
  }
  li + li {
    margin-top: ${({ theme }) => theme.space.xs};
  }
`;

const Lead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The frame of an info page: its heading, a lead paragraph, and the text. */
export function InfoArticle({
  title,
  lead,
  children,
}: {
  title: string;
  lead: string;
  children: ReactNode;
}) {
  return (
    <Article aria-labelledby="info-title">
      <h1 id="info-title">{title}</h1>
      <Lead>{lead}</Lead>
      {children}
    </Article>
  );
}
