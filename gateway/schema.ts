import { readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GraphQLSchema } from './graphql-runtime';
import type { GatewayContext } from './context';
import { authStatusResolvers } from './resolvers/auth-status.resolvers';
import { catalogueResolvers } from './resolvers/catalogue.resolvers';
import { errorResultsResolvers } from './resolvers/error-results.resolvers';
import { pagesResolvers } from './resolvers/pages.resolvers';
import { referenceDataResolvers } from './resolvers/reference-data.resolvers';

const SCHEMA_URL = new URL('../schema.graphql', import.meta.url);

/** The executable schema: schema.graphql plus one resolver map per domain. Built once per process. */
export function createGatewaySchema(): GraphQLSchema {
  return makeExecutableSchema<GatewayContext>({
    typeDefs: readFileSync(SCHEMA_URL, 'utf8'),
    resolvers: [errorResultsResolvers, referenceDataResolvers, pagesResolvers, catalogueResolvers, authStatusResolvers],
    resolverValidationOptions: { requireResolversForResolveType: 'error' },
  });
}
