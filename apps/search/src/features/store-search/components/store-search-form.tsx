import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { Button, SelectField, TextField } from '@vouch/design-system';
import { CountryOptions } from '../../../components/country-options';

const Form = styled.form`
  display: grid;
  /* minmax(0, …): a track no wider than the screen, whatever the longest country name. */
  grid-template-columns: minmax(0, 1fr);
  gap: ${({ theme }) => theme.space.sm};
  align-items: end;
  @media (min-width: ${({ theme }) => theme.breakpoints.tabletMin}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr) auto;
  }
  > * {
    margin-bottom: ${({ theme }) => theme.space.md};
  }
`;

export interface StoreSearchFormProps {
  q: string;
  country: string;
  onSearch(q: string, country: string): void;
}

/** The store search box; its parent keys it by the address, so Back shows what was searched. */
export function StoreSearchForm({ q, country, onSearch }: StoreSearchFormProps) {
  const [text, setText] = useState(q);
  const [chosenCountry, setChosenCountry] = useState(country);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), chosenCountry);
  };
  return (
    <Form role="search" onSubmit={submit}>
      <TextField
        label="Store name or domain"
        type="search"
        value={text}
        onChange={(event) => setText(event.target.value)}
      />
      <SelectField
        label="Ships to"
        value={chosenCountry}
        onChange={(event) => setChosenCountry(event.target.value)}
      >
        <CountryOptions />
      </SelectField>
      <Button type="submit">Search stores</Button>
    </Form>
  );
}
