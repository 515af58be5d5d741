import {
  APIConnectionError,
  APIError,
  InternalServerError,
  NotFoundError,
  RateLimitError,
} from 'openai';
import { AiError, AiIdleTimeoutError, cleanServiceText, toAiError } from './errors';

const headers = new Headers({ 'x-request-id': 'req_1' });

describe('toAiError', () => {
  it('keeps an AiError and gives each reason its code', () => {
    const err = new AiError('bad_answer', 'x');
    expect(toAiError(err)).toBe(err);
    expect(new AiError('not_configured', 'x').code).toBe(1601);
    expect(new AiError('timeout', 'x').code).toBe(1602);
    expect(err.code).toBe(1603);
  });

  it('takes any failure after the caller aborted for a cancel', () => {
    const controller = new AbortController();
    controller.abort();
    const err = toAiError(new TypeError('terminated'), { signal: controller.signal });
    expect(err).toMatchObject({ reason: 'cancelled', message: 'The AI call was cancelled' });
  });

  it('names the time-out in seconds', () => {
    expect(toAiError(new AiIdleTimeoutError(60_000)).message).toBe(
      'The AI service did not answer within 60 s; try again',
    );
    expect(toAiError(new AiIdleTimeoutError(1500), { timeoutMs: 30_000 }).message).toBe(
      'The AI service did not answer within 30 s; try again',
    );
  });

  it('tells a used-up quota (the operator’s problem) from a busy service', () => {
    const quota = new RateLimitError(
      429,
      { message: 'You exceeded your current quota', code: 'insufficient_quota' },
      undefined,
      headers,
    );
    expect(toAiError(quota)).toMatchObject({ reason: 'auth', status: 429 });
    const busy = new RateLimitError(429, { message: 'Slow down' }, undefined, headers);
    expect(toAiError(busy)).toMatchObject({ reason: 'rate_limited' });
  });

  it('tells an unknown model from a wrong address on a 404', () => {
    const model = new NotFoundError(
      404,
      { message: 'model "llama9" not found, try pulling it first' },
      undefined,
      headers,
    );
    expect(toAiError(model, { model: 'llama9' })).toMatchObject({
      reason: 'unknown_model',
      message: 'The AI service has no model named llama9',
    });
    const address = new NotFoundError(404, undefined, '404 page not found', headers);
    expect(toAiError(address, { model: 'llama9' })).toMatchObject({
      reason: 'unavailable',
      status: 404,
    });
  });

  it('maps server, connection and stream failures to unavailable', () => {
    expect(
      toAiError(new InternalServerError(502, undefined, 'Bad gateway', headers)),
    ).toMatchObject({
      reason: 'unavailable',
      message: 'The AI service is unavailable right now (HTTP 502); try again later',
    });
    expect(toAiError(new APIConnectionError({ message: 'ECONNREFUSED' }))).toMatchObject({
      reason: 'unavailable',
      message: 'The AI service cannot be reached right now; try again later',
    });
    // An error event inside a stream has no status.
    expect(
      toAiError(new APIError(undefined, { message: 'overloaded' }, undefined, undefined)),
    ).toMatchObject({
      reason: 'unavailable',
      status: null,
    });
    expect(toAiError(new SyntaxError('Unexpected token'))).toMatchObject({ reason: 'unavailable' });
  });
});

describe('cleanServiceText', () => {
  it('removes the key and key-like strings, and keeps it short and on one line', () => {
    expect(
      cleanServiceText('Incorrect API key provided: sk-abc123secret.', 'sk-abc123secret'),
    ).toBe('Incorrect API key provided: ***.');
    expect(cleanServiceText('Key sk-proj-AbCdEf012345 is revoked\nretry', null)).toBe(
      'Key *** is revoked retry',
    );
    expect(cleanServiceText('x'.repeat(500))).toHaveLength(300);
  });
});
