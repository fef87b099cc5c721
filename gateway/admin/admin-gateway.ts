import { readdirSync, readFileSync } from 'node:fs';
import { makeExecutableSchema } from '@graphql-tools/schema';
import type { GatewayContext } from '../context';
import { DocumentCache } from '../document-cache';
import type { Gateway } from '../gateway';
import { getVariableValues, type GraphQLSchema } from '../graphql-runtime';
import { enforceInputLimits } from '../input-limits';
import { chooseDocument, loadPersistedDocuments, type PersistedDocuments } from '../persisted-documents';
import { catalogueResolvers } from './catalogue.resolvers';
import { fraudResolvers } from './fraud.resolvers';
import { peopleResolvers } from './people.resolvers';
import { sessionResolvers } from './session.resolvers';
import { workResolvers } from './work.resolvers';

const ROOT = new URL('../../', import.meta.url);
/** admin.graphql is the console's root; each part of the console adds its types in admin-<part>.graphql beside it. */
const ADMIN_SCHEMA_FILES = ['admin.graphql', ...readdirSync(ROOT).filter((name) => /^admin-[a-z-]+\.graphql$/.test(name)).sort()];
/** The console's own operations, written by codegen.ts beside its generated documents. */
export const ADMIN_MANIFEST = new URL('../../machines/admin/graphql/persisted-documents.json', import.meta.url);

export function createAdminSchema(): GraphQLSchema {
  return enforceInputLimits(makeExecutableSchema<GatewayContext>({ typeDefs: ADMIN_SCHEMA_FILES.map((name) => readFileSync(new URL(name, ROOT), 'utf8')), resolvers: [sessionResolvers, workResolvers, peopleResolvers, catalogueResolvers, fraudResolvers] }));
}

/**
 * The console's gateway (POST /admin/graphql): its own schema and persisted operations over the shop
 * gateway's REST connection, each request's cookies (staff_sid among them) forwarded as the shop's are.
 */
export function createAdminGateway(shop: Gateway, persisted: PersistedDocuments = loadPersistedDocuments(ADMIN_MANIFEST)): Gateway {
  const schema = createAdminSchema();
  const documents = new DocumentCache(schema);
  const variableErrors: Gateway['variableErrors'] = (prepared, variables) =>
    prepared.variables.length > 0 ? getVariableValues(schema, prepared.variables, variables ?? {}, { maxErrors: 10 }).errors : undefined;
  return {
    schema,
    documents,
    persisted,
    anyDocument: shop.anyDocument,
    changes: undefined,
    restFor: shop.restFor,
    variableErrors,
    async runPersisted(request, documentId, variables) {
      const chosen = chooseDocument({ documentId }, persisted, false);
      if ('refused' in chosen) throw new Error(`${documentId}: ${chosen.refused.error.message}`);
      const prepared = documents.get(chosen.text);
      if (prepared.errors) return { errors: prepared.errors };
      return prepared.compiled.query(undefined, { rest: shop.restFor(request) }, variables);
    },
    // The shop's gateway owns the connection and closes it.
    close: async () => {},
  };
}
