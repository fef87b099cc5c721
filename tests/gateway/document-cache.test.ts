import { describe, expect, it } from 'vitest';
import { DocumentCache } from '../../gateway/document-cache';
import { createGatewaySchema } from '../../gateway/schema';

const schema = createGatewaySchema();

describe('document cache', () => {
  it('prepares a query once and serves the same compiled operation afterwards', () => {
    const cache = new DocumentCache(schema);
    const first = cache.get('{ currencies { code } }');
    expect(first.errors).toBeUndefined();
    expect(first.operation).toBe('query');
    expect(cache.get('{ currencies { code } }')).toBe(first);
    expect(cache.size).toBe(1);
  });

  it('compiles an operation that selects a custom scalar (DateTime), which the schema-driven serializer cannot write', () => {
    const cache = new DocumentCache(schema);
    const prepared = cache.get('query P($c: String!) { profile(currency: $c) { createdAt } }');
    expect(prepared.errors).toBeUndefined();
    const answer = { data: { profile: { createdAt: '2023-11-14T22:13:20Z' } } };
    expect(JSON.parse(prepared.compiled!.stringify(answer))).toEqual(answer);
  });

  it('keeps operations of one document apart by operation name', () => {
    const cache = new DocumentCache(schema);
    const doc = 'query A { currencies { code } } query B { languages { id } }';
    const a = cache.get(doc, 'A');
    const b = cache.get(doc, 'B');
    expect(a.compiled).toBeDefined();
    expect(b.compiled).toBeDefined();
    expect(a).not.toBe(b);
    expect(cache.get(doc).errors?.length).toBeGreaterThan(0);
  });

  it('treats an empty operation name as none: one entry, the operation type of the document', () => {
    const cache = new DocumentCache(schema);
    expect(cache.get('mutation M { isAuthenticated }', '').operation).toBe('mutation');
    expect(cache.get('mutation M { isAuthenticated }').operation).toBe('mutation');
    expect(cache.size).toBe(1);
  });

  it('remembers syntax and validation errors', () => {
    const cache = new DocumentCache(schema);
    expect(cache.get('{ currencies {').errors?.[0]?.message).toMatch(/Syntax Error/);
    expect(cache.get('{ nope }').errors?.[0]?.message).toContain('Cannot query field "nope"');
  });

  it('evicts the least recently used entry when full', () => {
    const cache = new DocumentCache(schema, 2);
    const a = cache.get('{ currencies { code } }');
    cache.get('{ languages { id } }');
    cache.get('{ currencies { code } }'); // a is now the most recent
    cache.get('{ countries { id } }'); // evicts languages
    expect(cache.size).toBe(2);
    expect(cache.get('{ currencies { code } }')).toBe(a);
  });

  it('does not keep huge queries', () => {
    const cache = new DocumentCache(schema);
    const huge = `{ currencies { code ${' '.repeat(30_000)} } }`;
    expect(cache.get(huge).errors).toBeUndefined();
    expect(cache.size).toBe(0);
  });
});
