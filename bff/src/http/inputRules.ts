import type { Context } from 'koa';
import { Code, type CallDef } from '../../../src/contract/core';
import { AppError } from '../errors';
import { humanise } from './validation';

/**
 * Rules every call's input meets before its schema sees it. One rule for the whole contract: text
 * with a NUL character or an unpaired UTF-16 surrogate is refused (422 naming the field) rather than
 * stored altered, since a database would keep something other than what the reply echoes.
 */

/** Deepest nesting of objects and arrays a request body may have; no call needs more than a few. */
export const MAX_INPUT_DEPTH = 32;

type Part = 'body' | 'query' | 'params';

function fieldLabel(path: (string | number)[]): string {
  const last = [...path].reverse().find((p) => typeof p === 'string');
  return typeof last === 'string' ? humanise(last) : 'A value';
}

function refuse(path: (string | number)[], message: string): never {
  const key = path.length > 0 ? path.join('.') : '_';
  throw new AppError(Code.VALIDATION, message, 422, { [key]: message });
}

function isWellFormed(text: string): boolean {
  return (text as unknown as { isWellFormed(): boolean }).isWellFormed();
}

/** Walks the input without recursion (a hostile body may be nested thousands deep). */
export function checkInputText(value: unknown, part: Part): void {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }];
  while (stack.length > 0) {
    const { value: current, path } = stack.pop()!;
    if (typeof current === 'string') {
      if (current.includes('\u0000')) {
        refuse(path, `${fieldLabel(path)} contains a NUL character, which cannot be stored`);
      }
      if (!isWellFormed(current)) {
        refuse(
          path,
          `${fieldLabel(path)} contains a broken character (an unpaired UTF-16 surrogate)`,
        );
      }
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (path.length >= MAX_INPUT_DEPTH) {
      refuse(path, `The ${part} is nested more than ${MAX_INPUT_DEPTH} levels deep`);
    }
    if (Array.isArray(current)) {
      current.forEach((item, i) => stack.push({ value: item, path: [...path, i] }));
    } else {
      for (const [key, item] of Object.entries(current)) {
        if (!isWellFormed(key) || key.includes('\u0000')) {
          refuse(path, `The ${part} has a property name with a broken character`);
        }
        stack.push({ value: item, path: [...path, key] });
      }
    }
  }
}

/** JSON calls read only JSON bodies: another declared type is a 415, not an empty body. */
export function requireJsonBody(ctx: Context, def: CallDef): void {
  if (!def.body || def.kind === 'multipart') return;
  const hasBody = ctx.request.length > 0 || ctx.get('transfer-encoding') !== '';
  if (!hasBody || ctx.is('application/json', '+json') !== false) return;
  throw new AppError(
    Code.UNSUPPORTED_MEDIA_TYPE,
    `Send this call's body as JSON (Content-Type: application/json), not ${ctx.get('content-type') || 'without a type'}`,
    415,
  );
}
