import { Type, type TSchema } from 'typebox';

export const ErrorEnvelope = Type.Object({
  status: Type.Literal('ERROR'),
  message: Type.String(),
  error_code: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/** `{ status: 'OK', payload }` for a payload schema. */
export function okEnvelope<T extends TSchema>(payload: T) {
  return Type.Object({ status: Type.Literal('OK'), payload });
}

/** Response schemas for a read endpoint: 200 with the payload, 404/422/500 as ERROR envelopes. */
export function responses<T extends TSchema>(ok: T) {
  return { 200: ok, 404: ErrorEnvelope, 422: ErrorEnvelope, 500: ErrorEnvelope };
}
