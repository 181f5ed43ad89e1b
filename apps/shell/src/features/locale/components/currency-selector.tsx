import { useSelector } from 'react-redux';
import { selectCurrency, selectRates, useChooseLocale } from '@vouch/api-client';
import {
  currencyOptions,
  CURRENCY_HELP_TEXT,
  matchingOptions,
  nextSuggestionIndex,
  NO_MATCHING_OPTIONS_TEXT,
  STORE_CURRENCY,
} from '@vouch/domain';
import { Dropdown, type DropdownOption } from '@vouch/design-system';
import { CurrencyFlag } from './currency-flag';

let currencyNames: Intl.DisplayNames | null | undefined;

/**
 * Made when a menu first shows the selector, not as the shell loads: building it reads ICU's
 * currency names, a 48 ms task in desktop Chromium and some 250 ms on a phone, which Lighthouse
 * counted as blocking time on every page.
 */
function currencyName(code: string): string {
  if (currencyNames === undefined)
    currencyNames =
      typeof Intl.DisplayNames === 'function'
        ? new Intl.DisplayNames(['en'], { type: 'currency' })
        : null;
  return currencyNames?.of(code) ?? code;
}

function currencyOption(code: string): DropdownOption {
  return {
    value: code,
    label: `${code} – ${currencyName(code)}`,
    icon: <CurrencyFlag code={code} />,
  };
}

/**
 * 'Show prices in' (spec §2, §9): store currency and the top currencies, then the rest under a
 * line; typing narrows the list.
 */
export function CurrencySelector({ onChosen }: { onChosen?: () => void }) {
  const currency = useSelector(selectCurrency);
  const rates = useSelector(selectRates);
  const { chooseCurrency } = useChooseLocale();
  const { top, rest } = currencyOptions(rates);
  const groups = [
    {
      label: 'Most used',
      options: [{ value: STORE_CURRENCY, label: 'Store currency' }, ...top.map(currencyOption)],
    },
    { label: 'All other currencies', options: rest.map(currencyOption) },
  ];
  return (
    <Dropdown
      label="Show prices in"
      hint={CURRENCY_HELP_TEXT}
      groups={groups}
      value={currency}
      onChange={(code) => {
        chooseCurrency(code);
        onChosen?.();
      }}
      filter={matchingOptions}
      noMatchText={NO_MATCHING_OPTIONS_TEXT}
      nextIndex={nextSuggestionIndex}
    />
  );
}
