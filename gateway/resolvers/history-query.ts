import type { RestQuery } from '../rest-client';

/** A history filter of the schema (amounts in major units, dates as unix seconds) as REST's query. */
export function historyQuery(
  filter: { currency: string; amountMin?: number | null; amountMax?: number | null; dateFrom?: number | null; dateTo?: number | null },
  status: string | undefined,
): RestQuery {
  return {
    currency: filter.currency,
    amount_min: filter.amountMin,
    amount_max: filter.amountMax,
    date_from: filter.dateFrom,
    date_to: filter.dateTo,
    status,
  };
}
