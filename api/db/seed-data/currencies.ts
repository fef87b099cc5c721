import type { CurrenciesTable } from '../../reference-data/currencies.table';

/** EUR first; `value` is units per 1 EUR, the initial rate (operators refresh rates in the table; a restart keeps them). */
export const currencies: CurrenciesTable[] = [
  { code: 'EUR', symbol: '€', value: 1, position: 0 },
  { code: 'USD', symbol: '$', value: 1.08, position: 1 },
  { code: 'GBP', symbol: '£', value: 0.85, position: 2 },
  { code: 'PLN', symbol: 'zł', value: 4.3, position: 3 },
  { code: 'CHF', symbol: 'CHF', value: 0.95, position: 4 },
  { code: 'SEK', symbol: 'kr', value: 11.4, position: 5 },
];
