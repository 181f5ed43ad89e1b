import type { ReactNode } from 'react';
import styled from 'styled-components';
import { PlainList } from '@vouch/design-system';

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  h2 {
    margin: 0;
  }
`;

const List = styled(PlainList)`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export interface FollowedSectionProps<Item> {
  id: string;
  title: string;
  items: readonly Item[];
  keyOf(item: Item): string;
  renderItem(item: Item): ReactNode;
  /** Said instead of an empty list: where to find some to follow. */
  empty: ReactNode;
}

/** One kind of followed thing on the following page: its heading, then the list or where to find some. */
export function FollowedSection<Item>({
  id,
  title,
  items,
  keyOf,
  renderItem,
  empty,
}: FollowedSectionProps<Item>) {
  return (
    <Section aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {items.length === 0 ? (
        <Muted>{empty}</Muted>
      ) : (
        <List>
          {items.map((item) => (
            <li key={keyOf(item)}>{renderItem(item)}</li>
          ))}
        </List>
      )}
    </Section>
  );
}
