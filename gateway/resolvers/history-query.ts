import type { ShopRoutes } from '../../contract/routes';

/** The history routes take the same filter. */
type HistoryQuery = ShopRoutes['GET /deposit/history']['query'] & ShopRoutes['GET /purchase/history']['query'];

/** A history filter of the schema (amounts in major units, dates as unix seconds) as REST's query. */
export function historyQuery(
  filter: { currency: string; amountMin?: number | null; amountMax?: number | null; dateFrom?: number | null; dateTo?: number | null },
  status: string | undefined,
): HistoryQuery {
  return {
    currency: filter.currency,
    amount_min: filter.amountMin,
    amount_max: filter.amountMax,
    date_from: filter.dateFrom,
    date_to: filter.dateTo,
    status,
  };
}
