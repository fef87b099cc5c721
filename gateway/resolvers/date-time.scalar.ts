import { GraphQLError, GraphQLScalarType, Kind } from '../graphql-runtime';

// Dates: ISO-8601 in GraphQL, unix seconds on REST (spec §3). Resolvers hand this scalar REST's unix
// seconds and receive arguments as unix seconds, so only this file knows both forms.

const ISO_8601 = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/i;
/** The range a JavaScript Date can hold, in seconds. */
const MAX_SECONDS = 8.64e12;

const INVALID_STRING = 'DateTime must be an ISO-8601 string with a time zone, e.g. 2026-11-22T15:04:05Z';

/** Unix seconds (REST) → ISO-8601 in UTC. */
export function serializeDateTime(value: unknown): string {
  const seconds = value instanceof Date ? value.getTime() / 1000 : value;
  if (typeof seconds !== 'number' || !Number.isFinite(seconds) || Math.abs(seconds) > MAX_SECONDS) {
    throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value) ?? String(value)}: expected unix seconds`);
  }
  return new Date(Math.floor(seconds) * 1000).toISOString().replace('.000Z', 'Z');
}

/** ISO-8601 with a zone → unix seconds (whole; a fraction of a second is dropped). */
export function parseDateTime(value: unknown): number {
  if (typeof value !== 'string' || !ISO_8601.test(value)) throw new GraphQLError(INVALID_STRING);
  const millis = Date.parse(value);
  if (Number.isNaN(millis) || !sameCalendarDate(value, millis)) throw new GraphQLError(INVALID_STRING);
  return Math.floor(millis / 1000);
}

// Date.parse rolls 2026-02-30 over to March; a real calendar date must survive the round trip.
function sameCalendarDate(value: string, millis: number): boolean {
  const offset = /([+-])(\d{2}):(\d{2})$/.exec(value);
  const offsetMinutes = offset ? (offset[1] === '-' ? -1 : 1) * (Number(offset[2]) * 60 + Number(offset[3])) : 0;
  const local = new Date(millis + offsetMinutes * 60_000).toISOString();
  return local.slice(0, 16) === value.slice(0, 16).toUpperCase();
}

export const DateTimeScalar = new GraphQLScalarType<number, string>({
  name: 'DateTime',
  description: 'ISO-8601 with a time zone in GraphQL; unix seconds on REST.',
  serialize: serializeDateTime,
  parseValue: parseDateTime,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) throw new GraphQLError(INVALID_STRING, { nodes: ast });
    return parseDateTime(ast.value);
  },
});
