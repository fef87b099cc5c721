import { describe, expect, it } from 'vitest';
import { graphql, type GraphQLScalarType } from 'graphql/index.js';
import { makeExecutableSchema } from '@graphql-tools/schema';
import { DateTimeScalar, parseDateTime, serializeDateTime } from '../../gateway/resolvers/date-time.scalar';
import { createGatewaySchema } from '../../gateway/schema';

// Dates: ISO-8601 in GraphQL, unix seconds on REST. Nothing in today's schema has a date yet, so the
// scalar is also exercised through a small schema that echoes one.
describe('DateTime scalar', () => {
  it('serializes REST unix seconds as ISO-8601 in UTC', () => {
    expect(serializeDateTime(0)).toBe('1970-01-01T00:00:00Z');
    expect(serializeDateTime(1_795_359_845)).toBe('2026-11-22T15:04:05Z');
    expect(serializeDateTime(1_795_359_845.9)).toBe('2026-11-22T15:04:05Z');
    expect(serializeDateTime(new Date('2026-11-22T15:04:05Z'))).toBe('2026-11-22T15:04:05Z');
  });

  it('refuses to serialize what is not unix seconds', () => {
    for (const bad of ['2026-11-22', Number.NaN, Number.POSITIVE_INFINITY, 9e12, null, {}]) {
      expect(() => serializeDateTime(bad), String(bad)).toThrow(/DateTime cannot represent/);
    }
  });

  it('parses ISO-8601 with a zone into unix seconds', () => {
    expect(parseDateTime('2026-11-22T15:04:05Z')).toBe(1_795_359_845);
    expect(parseDateTime('2026-11-22T16:04:05+01:00')).toBe(1_795_359_845);
    expect(parseDateTime('2026-11-22T10:04:05.999-05:00')).toBe(1_795_359_845);
    expect(parseDateTime('2026-11-22T15:04Z')).toBe(1_795_359_840);
    expect(parseDateTime('2024-02-29T00:00:00Z')).toBe(1_709_164_800);
  });

  it('refuses strings without a zone, impossible dates and other types', () => {
    for (const bad of ['2026-11-22T15:04:05', '2026-11-22', '1795359845', '2026-02-30T00:00:00Z', '2026-11-22T24:00:00Z', 'yesterday', 1_795_359_845, null]) {
      expect(() => parseDateTime(bad), String(bad)).toThrow(/ISO-8601/);
    }
  });

  it('round-trips through a GraphQL schema: ISO in, unix seconds to the resolver, ISO out', async () => {
    let received: unknown;
    const schema = makeExecutableSchema({
      typeDefs: 'scalar DateTime\ntype Query { echo(at: DateTime!): DateTime! createdAt: DateTime! }',
      resolvers: {
        DateTime: DateTimeScalar,
        Query: {
          echo: (_parent: unknown, { at }: { at: number }) => {
            received = at;
            return at + 60;
          },
          createdAt: () => 1_795_359_845,
        },
      },
    });
    const literal = await graphql({ schema, source: '{ echo(at: "2026-11-22T15:04:05Z") createdAt }' });
    expect(literal).toEqual({ data: { echo: '2026-11-22T15:05:05Z', createdAt: '2026-11-22T15:04:05Z' } });
    expect(received).toBe(1_795_359_845);

    const variable = await graphql({
      schema,
      source: 'query($at: DateTime!) { echo(at: $at) }',
      variableValues: { at: '2026-11-22T15:04:05+02:00' },
    });
    expect(variable).toEqual({ data: { echo: '2026-11-22T13:05:05Z' } });

    const bad = await graphql({ schema, source: 'query($at: DateTime!) { echo(at: $at) }', variableValues: { at: '2026-11-22' } });
    expect(bad.errors?.[0].message).toMatch(/ISO-8601/);
    const badLiteral = await graphql({ schema, source: '{ echo(at: 1795359845) }' });
    expect(badLiteral.errors?.[0].message).toMatch(/ISO-8601/);
  });

  it('is the DateTime of the gateway schema', () => {
    const type = createGatewaySchema().getType('DateTime') as GraphQLScalarType;
    expect(type.serialize(1_795_359_845)).toBe('2026-11-22T15:04:05Z');
    expect(type.parseValue('2026-11-22T15:04:05Z')).toBe(1_795_359_845);
    expect(() => type.parseValue('2026-11-22')).toThrow(/ISO-8601/);
  });
});
