import type { FastifySchemaCompiler } from 'fastify';
import type { TSchema } from 'typebox';
import { Compile } from 'typebox/compile';
import { hasControlCharacter } from '../lib/control-characters';
import { AT_MOST_TWO_DECIMALS } from '../lib/money';
import { validationFailed, type FieldErrors } from './api-error';

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  default?: unknown;
  enum?: unknown[];
}

interface SchemaError {
  keyword: string;
  instancePath: string;
  params: Record<string, unknown>;
  message: string;
}

/**
 * TypeBox validation for every route of the API, with all errors reported per field (422).
 * Query strings and params arrive as strings: numbers and booleans are converted strictly first
 * ("1.5" is not an integer, "abc" is not a number), empty values count as absent, and defaults
 * from the schema are applied. Bodies are validated as sent.
 */
export const validatorCompiler: FastifySchemaCompiler<TSchema> = ({ schema, httpPart }) => {
  const validator = Compile(schema);
  const coerce = httpPart === 'body' ? undefined : objectCoercer(schema as JsonSchema);
  return (input: unknown) => {
    const value = coerce ? coerce(input) : input;
    const fields: FieldErrors = validator.Check(value) ? {} : toFieldErrors(validator.Errors(value) as SchemaError[]);
    for (const field of fieldsWithControlCharacters(value)) (fields[field] ??= []).push(CONTROL_CHARACTERS_MESSAGE);
    if (Object.keys(fields).length === 0) return { value };
    return { error: validationFailed(fields) };
  };
};

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

/** A password is never shown or printed and may hold any character but NUL (which no database stores). */
const PASSWORD_FIELD = /^(password|passConfirm)$/i;
const hasNul = (text: string) => text.includes('\u0000');

function fieldsWithControlCharacters(value: unknown): string[] {
  if (value === null || typeof value !== 'object') return [];
  const fields: string[] = [];
  for (const [field, inner] of Object.entries(value)) {
    if (contains(inner, PASSWORD_FIELD.test(field) ? hasNul : hasControlCharacter)) fields.push(field);
  }
  return fields;
}

// Iterative: a hostile body may nest far deeper than the call stack.
function contains(root: unknown, refused: (text: string) => boolean): boolean {
  const pending = [root];
  while (pending.length > 0) {
    const value = pending.pop();
    if (typeof value === 'string') {
      if (refused(value)) return true;
    } else if (value !== null && typeof value === 'object') {
      for (const inner of Object.values(value)) pending.push(inner);
    }
  }
  return false;
}

function objectCoercer(schema: JsonSchema): ((input: unknown) => unknown) | undefined {
  const properties = schema.properties;
  if (!properties) return undefined;
  const entries = Object.entries(properties);
  return (input) => {
    if (input === null || typeof input !== 'object') return input;
    const source = input as Record<string, unknown>;
    const out: Record<string, unknown> = { ...source };
    for (const [name, property] of entries) {
      const raw = source[name];
      if (raw === undefined || raw === '') {
        if (property.default !== undefined) out[name] = property.default;
        else delete out[name];
        continue;
      }
      out[name] = coerceScalar(raw, property);
    }
    return out;
  };
}

const INTEGER = /^[+-]?\d{1,15}$/;
const NUMBER = /^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/;

function coerceScalar(raw: unknown, schema: JsonSchema): unknown {
  if (typeof raw !== 'string') return raw;
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const value = raw.trim();
  if (type === 'integer') return INTEGER.test(value) ? Number(value) : raw;
  if (type === 'number') return NUMBER.test(value) ? Number(value) : raw;
  if (type === 'boolean') {
    if (value === 'true' || value === '1') return true;
    if (value === 'false' || value === '0') return false;
  }
  return raw;
}

function fieldOf(error: SchemaError): string {
  if (error.keyword === 'required') {
    const names = error.params.requiredProperties ?? error.params.missingProperty;
    return Array.isArray(names) ? String(names[0]) : String(names ?? '');
  }
  const path = error.instancePath.replace(/^\//, '').split('/')[0];
  return path === '' ? '_' : path.replace(/~1/g, '/').replace(/~0/g, '~');
}

function messageOf(error: SchemaError): string {
  const { params } = error;
  switch (error.keyword) {
    case 'required':
      return 'This field is required';
    case 'type':
      if (params.type === 'integer') return 'Must be a whole number';
      if (params.type === 'number') return 'Must be a number';
      if (params.type === 'boolean') return 'Must be true, false, 1 or 0';
      return `Must be a ${String(params.type)}`;
    case 'minimum':
      return `Must be at least ${String(params.limit)}`;
    case 'maximum':
      return `Must be at most ${String(params.limit)}`;
    case 'minLength':
      return `Must be at least ${String(params.limit)} characters`;
    case 'maxLength':
      return `Must be at most ${String(params.limit)} characters`;
    case 'enum':
      return `Must be one of: ${(params.allowedValues as unknown[]).join(', ')}`;
    case 'pattern':
      return 'Has an invalid format';
    case 'multipleOf':
      return params.multipleOf === 0.01 ? AT_MOST_TWO_DECIMALS : `Must be a multiple of ${String(params.multipleOf)}`;
    case 'additionalProperties':
      return 'Is not allowed';
    default:
      return error.message;
  }
}

// TypeBox also reports each failed anyOf branch; keep one clear message per field.
function toFieldErrors(errors: SchemaError[]): FieldErrors {
  const fields: FieldErrors = {};
  for (const error of errors) {
    if (error.keyword === 'const' || error.keyword === 'anyOf') continue;
    const field = fieldOf(error);
    const message = messageOf(error);
    const list = (fields[field] ??= []);
    if (!list.includes(message)) list.push(message);
  }
  if (Object.keys(fields).length === 0 && errors.length > 0) fields[fieldOf(errors[0])] = ['Is invalid'];
  return fields;
}
