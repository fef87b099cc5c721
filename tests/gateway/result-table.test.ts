import { describe, expect, it } from 'vitest';
import { ERROR_STATUS } from '../../contract/error-codes';
import { failureResult, RESULT_TYPE_OF_CODE } from '../../gateway/result-table';
import type { RestResponse } from '../../gateway/rest-client';
import type { Envelope } from '../../contract/common.contract';

const answer = (status: number, body: Envelope<unknown>): RestResponse<Envelope<unknown>> => ({ status, body, headers: new Headers() }) as never;
const refusal = (code: keyof typeof ERROR_STATUS, message = 'why') => answer(ERROR_STATUS[code], { status: 'ERROR', error_code: code, message });

describe('the result table', () => {
  it('turns each code with a type of its own into that type where the field has it, with the API message', () => {
    for (const [code, type] of Object.entries(RESULT_TYPE_OF_CODE)) {
      expect(failureResult(refusal(code as keyof typeof ERROR_STATUS), [type]), code).toEqual({ __typename: type, errorCode: code, message: 'why' });
    }
  });

  it('a code whose type the field lacks goes by status: a refusal', () => {
    expect(failureResult(refusal('INSUFFICIENT_FUNDS'), ['AlreadyInCart'])).toMatchObject({ __typename: 'ActionRefused', message: 'why' });
    expect(failureResult(refusal('STEP_UP_REQUIRED'), [])).toMatchObject({ __typename: 'ActionRefused' });
  });

  it('by status: field errors, rate limits, signed-in 401s and broken answers', () => {
    const invalid = answer(422, { status: 'ERROR', error_code: 'VALIDATION_FAILED', message: 'Validation failed', errors: { item_url: ['Bad link'] } });
    expect(failureResult(invalid, [])).toMatchObject({ __typename: 'ValidationError', fieldErrors: [{ field: 'itemUrl', messages: ['Bad link'] }] });
    expect(failureResult(refusal('RATE_LIMITED'), [])).toMatchObject({ __typename: 'RateLimited' });
    expect(() => failureResult(refusal('UNAUTHENTICATED'), [], { signedIn: true })).toThrow(expect.objectContaining({ extensions: { code: 'UNAUTHENTICATED' } }));
    expect(() => failureResult(answer(502, { status: 'ERROR', message: 'x' }), [])).toThrow(expect.objectContaining({ extensions: { code: 'SERVICE_UNAVAILABLE' } }));
    expect(() => failureResult(answer(409, 'not an envelope' as never), ['AlreadyInCart'])).toThrow();
  });
});
