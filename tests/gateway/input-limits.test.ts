import { makeExecutableSchema } from '@graphql-tools/schema';
import { compileQuery, isCompiledQuery } from 'graphql-jit';
import { describe, expect, it } from 'vitest';
import { parse } from '../../gateway/graphql-runtime';
import { DEFAULT_MAX_STRING_LENGTH, enforceInputLimits } from '../../gateway/input-limits';

// The checks on fields without a ValidationError result: a GraphQL error with BAD_USER_INPUT.
const schema = enforceInputLimits(
  makeExecutableSchema({
    typeDefs: `
      directive @maxLength(chars: Int!) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
      directive @range(min: Int, max: Int) on ARGUMENT_DEFINITION | INPUT_FIELD_DEFINITION
      input Words { list: [String!] @maxLength(chars: 3) }
      type Query { echo(text: String @maxLength(chars: 5), any: String, count: Int @range(min: 1, max: 9), words: Words): String }
    `,
    resolvers: { Query: { echo: (_: unknown, args: { text?: string }) => args.text ?? 'ok' } },
  }),
);
const maybeCompiled = compileQuery(schema, parse('query($text: String, $any: String, $count: Int, $words: Words) { echo(text: $text, any: $any, count: $count, words: $words) }'));
if (!isCompiledQuery(maybeCompiled)) throw new Error('did not compile');
const compiled = maybeCompiled;

async function echo(variables: Record<string, unknown>) {
  return JSON.parse(JSON.stringify(await compiled.query(undefined, {}, variables))) as {
    data?: { echo: string | null };
    errors?: { message: string; extensions?: { code?: string; fieldErrors?: unknown } }[];
  };
}

describe('declared input limits', () => {
  it('passes values within the limits to the resolver', async () => {
    expect(await echo({ text: 'hello', any: 'x'.repeat(DEFAULT_MAX_STRING_LENGTH), count: 9, words: { list: ['abc'] } })).toEqual({
      data: { echo: 'hello' },
    });
  });

  it.each([
    [{ text: 'hello!' }, 'text must be at most 5 characters'],
    [{ any: 'x'.repeat(DEFAULT_MAX_STRING_LENGTH + 1) }, `any must be at most ${DEFAULT_MAX_STRING_LENGTH} characters`],
    [{ text: '\udfff' }, 'text must be valid Unicode text'],
    [{ count: 0 }, 'count must be at least 1'],
    [{ count: 10 }, 'count must be at most 9'],
    [{ words: { list: ['ok', 'long'] } }, 'list must be at most 3 characters'],
  ])('refuses %j with BAD_USER_INPUT: %s', async (variables, message) => {
    const result = await echo(variables);
    expect(result.data).toEqual({ echo: null });
    expect(result.errors).toMatchObject([{ message, extensions: { code: 'BAD_USER_INPUT' } }]);
  });
});
