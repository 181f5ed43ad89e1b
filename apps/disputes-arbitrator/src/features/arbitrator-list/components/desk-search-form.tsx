import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { ARBITRATOR_SEARCH_MAX } from '@vouch/domain';
import { Button, TextField } from '@vouch/design-system';

const Form = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.sm};
  /* The box takes the line; on a phone the button wraps under it rather than widening the page. */
  > :first-child {
    flex: 1 1 16rem;
    min-width: 0;
    /* A field keeps space under itself: here the button would line up with that space, not the box. */
    margin-bottom: 0;
  }
`;

export interface DeskSearchFormProps {
  q: string;
  onSearch(q: string): void;
}

/** The desk's one search box; its parent keys it by the address, so Back shows what was searched. */
export function DeskSearchForm({ q, onSearch }: DeskSearchFormProps) {
  const [text, setText] = useState(q);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <Form role="search" aria-label="Disputes" onSubmit={submit}>
      <TextField
        label="Dispute id, shop, reviewer or order"
        type="search"
        value={text}
        maxLength={ARBITRATOR_SEARCH_MAX}
        onChange={(event) => setText(event.target.value)}
      />
      <Button type="submit">Search</Button>
    </Form>
  );
}
