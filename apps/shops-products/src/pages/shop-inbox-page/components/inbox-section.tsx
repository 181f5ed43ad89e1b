import type { ReactNode } from 'react';
import styled from 'styled-components';
import { cardSurface, PlainList } from '@vouch/design-system';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  h2 {
    margin: 0;
  }
`;

/** One waiting item: a card that wraps its text on the narrowest phone. */
export const InboxItem = styled.li`
  ${cardSurface}
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  overflow-wrap: anywhere;
  p {
    margin: 0;
  }
`;

export const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

/** One kind of waiting item, headed with how many wait ("Reviews awaiting a reply (12)"), and said plainly when none do. */
export function InboxSection({
  id,
  title,
  total,
  shown,
  empty,
  overflowNote = 'answer these and the next ones come in',
  notice,
  children,
}: {
  id: string;
  title: string;
  total: number;
  shown: number;
  empty: string;
  /** After "The 20 newest of 31" when more wait than are shown; null for a list nothing in it answers. */
  overflowNote?: string | null;
  /** Under the heading whatever the list holds, even once it is empty: what was just done in it. */
  notice?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>
        {title} ({total})
      </h2>
      {notice}
      {total === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <>
          {shown < total && (
            <Muted>
              The {shown} newest of {total}
              {overflowNote && `: ${overflowNote}`}.
            </Muted>
          )}
          <PlainList $gap="md">{children}</PlainList>
        </>
      )}
    </Section>
  );
}
