// The reference price port (issue 27): a market's price of each market name, EUR cents. The catalogue
// shows it as the product page's Steam price and lists copies by their discount below it.

export interface PriceSource {
  /** Stored beside each price (reference_prices.source). */
  readonly name: string;
  /** Every market name the source prices, EUR cents. */
  prices(): Promise<Map<string, number>>;
}

/** The source could not answer (network, status, a body that is not its format). */
export class PriceSourceUnavailable extends Error {}
