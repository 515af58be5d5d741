import type { z } from 'zod';
import { Code, type FieldErrors } from '../../../src/contract/core';
import { AppError } from '../errors';

/** `userName` / `user_name` -> `User name`, the label antd would show. */
export function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function messageFor(issue: z.ZodIssue): string {
  const last = issue.path[issue.path.length - 1];
  const label = typeof last === 'string' ? humanise(last) : 'a value';
  // zod's own default texts ("Required", "Expected string, received number") read badly in a form;
  // a custom message from the schema is kept as written.
  if (issue.code === 'invalid_type') {
    if (issue.received === 'undefined' || issue.received === 'null') {
      const generic = issue.message === 'Required' || issue.message.startsWith('Expected ');
      return generic ? `Please enter ${label}` : issue.message;
    }
    return issue.message.startsWith('Expected ')
      ? `${label} must be a ${issue.expected}`
      : issue.message;
  }
  return issue.message;
}

/** Parses `value` with `schema`; failure is HTTP 422 with the first message and every field error. */
export function validate<S extends z.ZodTypeAny>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: FieldErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length > 0 ? issue.path.join('.') : '_';
    fields[key] ??= messageFor(issue);
  }
  const first = messageFor(result.error.issues[0]);
  throw new AppError(Code.VALIDATION, first, 422, fields);
}
