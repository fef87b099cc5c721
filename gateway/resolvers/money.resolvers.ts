import { expectPayload } from '../errors';
import type { GatewayContext } from '../context';
import type { Resolvers } from '../generated/resolvers-types';

/**
 * Money as resolvers hand it over: the REST wire amount (major units, ≤ 2 decimals) and its code, with
 * the shop's symbol when the REST answer carried it (a catalogue item's `currency_symbol`).
 */
export interface WireMoney {
  amount: number;
  currency: string;
  symbol?: string;
}

// For Money whose answer carried no symbol: one GET /currencies per GraphQL operation, and only when a
// symbol is asked for. A listing carries its own, so it costs no second REST call (issue 46).
const symbolsPerRequest = new WeakMap<GatewayContext, Promise<Map<string, string>>>();
// The symbols of one answer: while the list is unchanged (a 304) the REST client hands over the same
// stored answer, whose symbols are then looked up once, not once per operation.
const symbolsOfAnswer = new WeakMap<object, Map<string, string>>();

function currencySymbols(context: GatewayContext): Promise<Map<string, string>> {
  let symbols = symbolsPerRequest.get(context);
  if (!symbols) {
    symbols = context.rest
      .get('/currencies')
      .then((response) => {
        const known = symbolsOfAnswer.get(response.body);
        if (known) return known;
        const symbols = new Map(expectPayload(response).map((c) => [c.code.toUpperCase(), c.symbol]));
        if (response.status === 200 && typeof response.body === 'object' && response.body !== null) symbolsOfAnswer.set(response.body, symbols);
        return symbols;
      });
    symbolsPerRequest.set(context, symbols);
  }
  return symbols;
}

async function symbolOf(currency: string, context: GatewayContext): Promise<string> {
  return (await currencySymbols(context)).get(currency.toUpperCase()) ?? currency;
}

export const moneyResolvers: Resolvers = {
  Money: {
    amount: (money) => money.amount,
    currency: (money) => money.currency,
    /** The shop's symbol for the code; the code itself for a currency the API no longer lists. */
    symbol: (money, _args, context) => money.symbol ?? symbolOf(money.currency, context),
  },
};
