/** A UTC day as YYYY-MM-DD. */
export const dayOf = (unixMs: number) => new Date(unixMs).toISOString().slice(0, 10);

// The history's queries live in price-history.repository.ts; re-exported for the importers
// (catalogue, admin, the seed) until they import the repository themselves.
export { insertPriceHistory, lowestListedPrice, priceHistoryOf, recordPriceDay } from './price-history.repository';
