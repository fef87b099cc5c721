export interface CurrenciesTable {
  code: string;
  symbol: string;
  /** Units of this currency per 1 EUR. */
  value: number;
  position: number;
}
