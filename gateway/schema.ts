import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from './graphql-runtime';
import type { GatewayContext } from './context';
import { enforceInputLimits } from './input-limits';
import { accountChangesResolvers } from './resolvers/account-changes.resolvers';
import { accountEmailResolvers } from './resolvers/account-email.resolvers';
import { accountResolvers } from './resolvers/account.resolvers';
import { authStatusResolvers } from './resolvers/auth-status.resolvers';
import { authResolvers } from './resolvers/auth.resolvers';
import { cartResolvers } from './resolvers/cart.resolvers';
import { catalogueResolvers } from './resolvers/catalogue.resolvers';
import { DateTimeScalar } from './resolvers/date-time.scalar';
import { depositResolvers } from './resolvers/deposit.resolvers';
import { errorResultsResolvers } from './resolvers/error-results.resolvers';
import { moneyResolvers } from './resolvers/money.resolvers';
import { offerResolvers } from './resolvers/offer.resolvers';
import { pagesResolvers } from './resolvers/pages.resolvers';
import { priceAlertResolvers } from './resolvers/price-alerts.resolvers';
import { purchaseOrderResolvers } from './resolvers/purchase-order.resolvers';
import { referenceDataResolvers } from './resolvers/reference-data.resolvers';

const SCHEMA_URL = new URL('../schema.graphql', import.meta.url);

/** The executable schema: schema.graphql plus one resolver map per domain. Built once per process. */
export function createGatewaySchema(): GraphQLSchema {
  const schema = makeExecutableSchema<GatewayContext>({
    typeDefs: readFileSync(SCHEMA_URL, 'utf8'),
    resolvers: [
      { DateTime: DateTimeScalar },
      errorResultsResolvers,
      referenceDataResolvers,
      pagesResolvers,
      catalogueResolvers,
      moneyResolvers,
      authStatusResolvers,
      authResolvers,
      accountEmailResolvers,
      accountResolvers,
      cartResolvers,
      purchaseOrderResolvers,
      depositResolvers,
      offerResolvers,
      priceAlertResolvers,
      accountChangesResolvers,
    ],
    resolverValidationOptions: { requireResolversForResolveType: 'error' },
  });
  return enforceInputLimits(schema);
}
