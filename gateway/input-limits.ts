import {
  GraphQLError,
  getNamedType,
  getNullableType,
  isInputObjectType,
  isListType,
  isObjectType,
  isUnionType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputField,
  type GraphQLInputType,
  type GraphQLSchema,
} from './graphql-runtime';
import type { FieldError } from './generated/resolvers-types';

/** For a String argument or input field without @maxLength (schema.graphql documents this number). */
export const DEFAULT_MAX_STRING_LENGTH = 1000;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

interface Limits {
  maxLength?: number;
  min?: number;
  max?: number;
}

/**
 * Checks every argument of every field against the limits schema.graphql declares (@maxLength on
 * strings, @range on integers) and refuses strings that are not valid Unicode (a lone UTF-16
 * surrogate cannot be sent on in a URL or stored). It runs before the resolver, on literals and
 * variables alike. A field whose result union has ValidationError answers with it; any other
 * field gets a GraphQL error with code BAD_USER_INPUT. The schema is changed in place.
 */
export function enforceInputLimits(schema: GraphQLSchema): GraphQLSchema {
  for (const type of Object.values(schema.getTypeMap())) {
    if (!isObjectType(type) || type.name.startsWith('__')) continue;
    for (const field of Object.values(type.getFields())) {
      if (field.args.length > 0 && field.resolve) wrapResolver(field);
    }
  }
  return schema;
}

function wrapResolver(field: GraphQLField<unknown, unknown>) {
  const resolve = field.resolve!;
  const returnType = getNamedType(field.type);
  const answersWithResult = isUnionType(returnType) && returnType.getTypes().some((member) => member.name === 'ValidationError');
  field.resolve = (source, args: Record<string, unknown>, context, info) => {
    const problems: FieldError[] = [];
    for (const arg of field.args) checkValue(arg, arg.type, args[arg.name], arg.name, problems);
    if (problems.length === 0) return resolve(source, args, context, info);
    const message = problems[0]!.messages[0]!;
    if (answersWithResult) return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message, fieldErrors: problems };
    throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: problems } });
  };
}

function checkValue(
  definition: GraphQLArgument | GraphQLInputField,
  type: GraphQLInputType,
  value: unknown,
  name: string,
  problems: FieldError[],
) {
  if (value === null || value === undefined) return;
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    if (Array.isArray(value)) for (const item of value) checkValue(definition, nullable.ofType as GraphQLInputType, item, name, problems);
    return;
  }
  if (isInputObjectType(nullable)) {
    for (const inner of Object.values(nullable.getFields())) {
      checkValue(inner, inner.type, (value as Record<string, unknown>)[inner.name], inner.name, problems);
    }
    return;
  }
  const limits = declaredLimits(definition);
  const messages: string[] = [];
  if (typeof value === 'string') {
    const maxLength = limits.maxLength ?? DEFAULT_MAX_STRING_LENGTH;
    if (value.length > maxLength) messages.push(`${name} must be at most ${maxLength} characters`);
    if (LONE_SURROGATE.test(value)) messages.push(`${name} must be valid Unicode text`);
  } else if (typeof value === 'number') {
    if (limits.min !== undefined && value < limits.min) messages.push(`${name} must be at least ${limits.min}`);
    if (limits.max !== undefined && value > limits.max) messages.push(`${name} must be at most ${limits.max}`);
  }
  if (messages.length > 0) problems.push({ field: name, messages });
}

const limitsCache = new WeakMap<object, Limits>();

/** The @maxLength(chars) and @range(min, max) directives on an argument or input field in schema.graphql. */
function declaredLimits(definition: GraphQLArgument | GraphQLInputField): Limits {
  const cached = limitsCache.get(definition);
  if (cached) return cached;
  const limits: Limits = {};
  for (const directive of definition.astNode?.directives ?? []) {
    for (const argument of directive.arguments ?? []) {
      if (argument.value.kind !== 'IntValue') continue;
      const number = Number(argument.value.value);
      if (directive.name.value === 'maxLength' && argument.name.value === 'chars') limits.maxLength = number;
      if (directive.name.value === 'range' && argument.name.value === 'min') limits.min = number;
      if (directive.name.value === 'range' && argument.name.value === 'max') limits.max = number;
    }
  }
  limitsCache.set(definition, limits);
  return limits;
}
