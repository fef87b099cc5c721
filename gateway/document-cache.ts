import { compileQuery, isCompiledQuery, type CompiledQuery } from 'graphql-jit';
import {
  getOperationAST,
  parse,
  specifiedRules,
  validate,
  type DocumentNode,
  type GraphQLError,
  type GraphQLSchema,
  type VariableDefinitionNode,
} from './graphql-runtime';
import { LruMap } from './lru-map';
import { limitRules, MAX_QUERY_TOKENS } from './query-limits';

export type OperationType = 'query' | 'mutation' | 'subscription';

export type PreparedOperation =
  | { compiled: CompiledQuery; document: DocumentNode; operation: OperationType; variables: readonly VariableDefinitionNode[]; errors?: undefined }
  /** `operation` is known whenever the document parsed, so GET refuses a mutation even when it is invalid. */
  | { compiled?: undefined; operation?: OperationType; errors: readonly GraphQLError[] };

/** Longer queries are still served, just not kept: the cache must stay small whatever clients send. */
const MAX_CACHED_QUERY_LENGTH = 20_000;

/**
 * Parsed, validated and JIT-compiled operations by query text and operation name, least recently used
 * evicted first: a repeated query costs one Map lookup before execution.
 */
export class DocumentCache {
  private readonly entries: LruMap<PreparedOperation>;

  constructor(
    private readonly schema: GraphQLSchema,
    maxEntries = 1000,
  ) {
    this.entries = new LruMap(maxEntries);
  }

  get(query: string, operationName?: string | null): PreparedOperation {
    // An empty name means none, as in graphql-jit; getOperationAST would find no operation named '' and
    // report a mutation as a query, letting it through GET.
    const name = operationName || undefined;
    const key = name ? `${name}\u0000${query}` : query;
    const hit = this.entries.get(key);
    if (hit) return hit;
    const prepared = this.prepare(query, name);
    if (query.length > MAX_CACHED_QUERY_LENGTH) return prepared;
    this.entries.set(key, prepared);
    return prepared;
  }

  get size(): number {
    return this.entries.size;
  }

  private prepare(query: string, operationName: string | undefined): PreparedOperation {
    let document: DocumentNode;
    try {
      document = parse(query, { maxTokens: MAX_QUERY_TOKENS });
    } catch (error) {
      return { errors: [error as GraphQLError] };
    }
    const definition = getOperationAST(document, operationName);
    const named = definition?.operation as OperationType | undefined;
    const refused = validate(this.schema, document, limitRules);
    if (refused.length > 0) return { operation: named, errors: refused };
    const errors = validate(this.schema, document, specifiedRules);
    if (errors.length > 0) return { operation: named, errors };
    const operation = named ?? 'query';
    // The schema-driven serializer knows only the built-in scalars; an answer with a custom one (DateTime)
    // is written with JSON.stringify instead, after graphql-jit has serialized each leaf.
    let compiled = compileQuery(this.schema, document, operationName, { customJSONSerializer: true });
    if (!isCompiledQuery(compiled)) compiled = compileQuery(this.schema, document, operationName, { customJSONSerializer: false });
    if (!isCompiledQuery(compiled)) return { operation, errors: compiled.errors ?? [] };
    return { compiled, document, operation, variables: definition?.variableDefinitions ?? [] };
  }
}
