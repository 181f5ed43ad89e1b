import { useId } from 'react';
import { useSelector } from 'react-redux';
import styled from 'styled-components';
import { selectCurrency, selectRates, useChooseLocale } from '@vouch/api-client';
import { currencyFlag, currencyOptions, CURRENCY_HELP_TEXT, STORE_CURRENCY } from '@vouch/domain';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  label {
    font-weight: ${({ theme }) => theme.fontWeights.medium};
  }
  select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space.sm};
    font: inherit;
    border-radius: ${({ theme }) => theme.radii.md};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  p {
    margin: 0;
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
`;

const currencyNames = typeof Intl.DisplayNames === 'function' ? new Intl.DisplayNames(['en'], { type: 'currency' }) : null;

function optionLabel(code: string): string {
  return `${currencyFlag(code)} ${code} – ${currencyNames?.of(code) ?? code}`.trim();
}

/** 'Show prices in' (spec §2, §9): store currency, the top currencies, a separator, the rest. */
export function CurrencySelector({ onChosen }: { onChosen?: () => void }) {
  const id = useId();
  const currency = useSelector(selectCurrency);
  const rates = useSelector(selectRates);
  const { chooseCurrency } = useChooseLocale();
  const { top, rest } = currencyOptions(rates);
  return (
    <Field>
      <label htmlFor={id}>Show prices in</label>
      <select
        id={id}
        value={currency}
        aria-describedby={`${id}-help`}
        onChange={(event) => {
          chooseCurrency(event.target.value);
          onChosen?.();
        }}
      >
        <option value={STORE_CURRENCY}>Store currency</option>
        {top.map((code) => (
          <option key={code} value={code}>
            {optionLabel(code)}
          </option>
        ))}
        {rest.length > 0 ? <option disabled>──────────</option> : null}
        {rest.map((code) => (
          <option key={code} value={code}>
            {optionLabel(code)}
          </option>
        ))}
      </select>
      <p id={`${id}-help`}>{CURRENCY_HELP_TEXT}</p>
    </Field>
  );
}
