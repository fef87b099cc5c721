import { validationFailed } from '../http/api-error';
import { wireAmountToMinor } from './wire-amounts';

/** The filters both account tables take (spec §2: transactions and order history), as the route let them through. */
export interface HistoryQueryInput {
  amount_min?: number;
  amount_max?: number;
  date_from?: number;
  date_to?: number;
  status?: string;
}

export interface HistoryRange<S> {
  /** Minor units of the currency the amounts were asked in. */
  minMinor: number | undefined;
  maxMinor: number | undefined;
  dateFrom: number | undefined;
  dateTo: number | undefined;
  /** What the status name stands for; undefined for none or 'all'. */
  status: S | undefined;
}

/**
 * Reads a history query: amounts exact to the cent, ranges the right way round, and a status name
 * (any case) among `statuses`' keys. Each problem is a 422 on its field.
 */
export function readHistoryQuery<S>(query: HistoryQueryInput, statuses: Record<string, S>): HistoryRange<S> {
  const minMinor = wireAmountToMinor('amount_min', query.amount_min);
  const maxMinor = wireAmountToMinor('amount_max', query.amount_max);
  if (minMinor !== undefined && maxMinor !== undefined && minMinor > maxMinor) {
    throw validationFailed({ amount_min: ['Must not be greater than amount_max'] });
  }
  if (query.date_from !== undefined && query.date_to !== undefined && query.date_from > query.date_to) {
    throw validationFailed({ date_from: ['Must not be later than date_to'] });
  }
  const statusText = query.status?.trim().toLowerCase() ?? '';
  let status: S | undefined;
  if (statusText !== '' && statusText !== 'all') {
    if (!Object.hasOwn(statuses, statusText)) {
      const names = Object.keys(statuses).map((name) => name[0]!.toUpperCase() + name.slice(1));
      throw validationFailed({ status: [`Must be one of ${names.join(', ')}`] });
    }
    status = statuses[statusText];
  }
  return { minMinor, maxMinor, dateFrom: query.date_from, dateTo: query.date_to, status };
}
