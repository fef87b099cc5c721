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
  // The checks are worked out from the schema once per argument, not on every call.
  const checks = field.args.map((arg) => ({ name: arg.name, check: valueCheck(arg, arg.type, arg.name) }));
  field.resolve = (source, args: Record<string, unknown>, context, info) => {
    const problems: FieldError[] = [];
    for (const { name, check } of checks) check(args[name], problems);
    if (problems.length === 0) return resolve(source, args, context, info);
    const message = problems[0]!.messages[0]!;
    if (answersWithResult) return { __typename: 'ValidationError', errorCode: 'VALIDATION_FAILED', message, fieldErrors: problems };
    throw new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT', fieldErrors: problems } });
  };
}

type ValueCheck = (value: unknown, problems: FieldError[]) => void;

/** What checking a value of `type` takes: its list items, its input fields, or the leaf's limits. */
function valueCheck(definition: GraphQLArgument | GraphQLInputField, type: GraphQLInputType, name: string): ValueCheck {
  const nullable = getNullableType(type);
  if (isListType(nullable)) {
    const item = valueCheck(definition, nullable.ofType as GraphQLInputType, name);
    return (value, problems) => {
      if (Array.isArray(value)) for (const each of value) item(each, problems);
    };
  }
  if (isInputObjectType(nullable)) {
    // Input types may refer to themselves: their fields' checks are worked out at the first value.
    let fields: { name: string; check: ValueCheck }[] | undefined;
    return (value, problems) => {
      if (value === null || value === undefined) return;
      fields ??= Object.values(nullable.getFields()).map((inner) => ({ name: inner.name, check: valueCheck(inner, inner.type, inner.name) }));
      for (const field of fields) field.check((value as Record<string, unknown>)[field.name], problems);
    };
  }
  const limits = declaredLimits(definition);
  const maxLength = limits.maxLength ?? DEFAULT_MAX_STRING_LENGTH;
  return (value, problems) => {
    if (value === null || value === undefined) return;
    const messages: string[] = [];
    if (typeof value === 'string') {
      if (value.length > maxLength) messages.push(`${name} must be at most ${maxLength} characters`);
      if (LONE_SURROGATE.test(value)) messages.push(`${name} must be valid Unicode text`);
    } else if (typeof value === 'number') {
      if (limits.min !== undefined && value < limits.min) messages.push(`${name} must be at least ${limits.min}`);
      if (limits.max !== undefined && value > limits.max) messages.push(`${name} must be at most ${limits.max}`);
    }
    if (messages.length > 0) problems.push({ field: name, messages });
  };
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
