import type { z, ZodError, ZodIssue } from 'zod';
import {
  Code,
  type CallData,
  type CallDef,
  type Envelope,
  type FieldErrors,
} from '../../src/contract/core';

/**
 * Helpers shared by the feature mocks. Umi loads every `mock/**\/*.ts` file as a mock file and uses
 * its default export as the mock table, so this helper module exports an empty default table.
 */
export default {};

/** The part of Express's request the mocks read (Umi runs mocks as Express middleware). */
export interface MockRequest {
  params: Record<string, string>;
  query: Record<string, unknown>;
  body?: unknown;
  /** Multer's files of a multipart request. */
  files?: MockFile[];
}

export interface MockFile {
  fieldname: string;
  originalname: string;
  mimetype: string;
  size: number;
  buffer: Buffer;
}

/** The part of Express's response the mocks use. */
export interface MockResponse {
  status(code: number): MockResponse;
  json(body: unknown): void;
  setHeader(name: string, value: string | number): unknown;
  write(chunk: string | Buffer): unknown;
  end(chunk?: string | Buffer): unknown;
}

export type MockHandler = (req: MockRequest, res: MockResponse) => void;
export type MockTable = Record<string, MockHandler>;

/** The request of a call after its contract schemas parsed it. */
export interface CallInput<C extends CallDef> {
  params: z.output<NonNullable<C['params']>>;
  query: z.output<NonNullable<C['query']>>;
  body: z.output<NonNullable<C['body']>>;
}

/** Umi's mock key of a call: "METHOD /path/:param". */
export function mockKey(def: CallDef): string {
  return `${def.method} ${def.path}`;
}

/** A union's own issue says only "Invalid input"; its closest branch says what is wrong. */
function flatIssues(issues: ZodIssue[]): ZodIssue[] {
  return issues.flatMap((issue) => {
    if (issue.code !== 'invalid_union') return [issue];
    const closest = [...issue.unionErrors].sort((a, b) => a.issues.length - b.issues.length)[0];
    return closest ? flatIssues(closest.issues) : [issue];
  });
}

/** `userName` / `user_name` -> `User name`, the label the form shows (as the BFF does). */
function humanise(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[_-]+/g, ' ')
    .trim()
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** zod's generic texts ("Required", "Expected string...") in the UI library's words, as the BFF. */
function messageFor(issue: ZodIssue): string {
  const last = issue.path[issue.path.length - 1];
  const label = typeof last === 'string' ? humanise(last) : 'a value';
  if (issue.code !== 'invalid_type') return issue.message;
  if (issue.received === 'undefined' || issue.received === 'null') {
    const generic = issue.message === 'Required' || issue.message.startsWith('Expected ');
    return generic ? `Please enter ${label}` : issue.message;
  }
  return issue.message.startsWith('Expected ')
    ? `${label} must be a ${issue.expected}`
    : issue.message;
}

/** The same 422 answer the BFF gives: first message on top, every field's message in `data`. */
function validationFailure(error: ZodError): Envelope<FieldErrors> {
  const data: FieldErrors = {};
  const issues = flatIssues(error.issues);
  for (const issue of issues) {
    const key = issue.path.join('.') || '_';
    data[key] ??= messageFor(issue);
  }
  return {
    code: Code.VALIDATION,
    message: issues[0] ? messageFor(issues[0]) : 'Invalid request',
    data,
  };
}

/** Parses params, query and body with the call's schemas; answers 422 and returns null on failure. */
function parseInput<C extends CallDef>(
  def: C,
  req: MockRequest,
  res: MockResponse,
): CallInput<C> | null {
  const parts = { params: req.params, query: req.query, body: req.body } as const;
  const parsed: Record<string, unknown> = {};
  for (const part of ['params', 'query', 'body'] as const) {
    const schema = def[part];
    if (!schema) continue;
    const result = schema.safeParse(parts[part]);
    if (!result.success) {
      res.status(422).json(validationFailure(result.error));
      return null;
    }
    parsed[part] = result.data;
  }
  return parsed as unknown as CallInput<C>;
}

export function ok<T>(data: T): Envelope<T> {
  return { code: Code.OK, message: 'success', data };
}

/** A JSON call: validates the request, answers the envelope with `reply`'s data. */
export function jsonMock<C extends CallDef>(
  def: C,
  reply: (input: CallInput<C>, req: MockRequest) => CallData<C>,
): MockTable {
  return {
    [mockKey(def)]: (req, res) => {
      const input = parseInput(def, req, res);
      if (input) res.status(200).json(ok(reply(input, req)));
    },
  };
}

/** A binary or streamed call: validates the request, then `reply` writes the raw answer. */
export function rawMock<C extends CallDef>(
  def: C,
  reply: (input: CallInput<C>, res: MockResponse) => void,
): MockTable {
  return {
    [mockKey(def)]: (req, res) => {
      const input = parseInput(def, req, res);
      if (input) reply(input, res);
    },
  };
}

/** A deterministic page of `total` items built by `item(n)` (n counted from 1). */
export function page<T>(
  query: { page: number; pageSize: number },
  total: number,
  item: (n: number) => T,
): { list: T[]; total: number; page: number; pageSize: number } {
  const first = (query.page - 1) * query.pageSize + 1;
  const last = Math.min(total, first + query.pageSize - 1);
  const list: T[] = [];
  for (let n = first; n <= last; n += 1) list.push(item(n));
  return { list, total, page: query.page, pageSize: query.pageSize };
}

/** A fixed timestamp `n` hours before the mocks' reference time, so lists have stable dates. */
export function hoursAgo(n: number): string {
  return new Date(Date.UTC(2026, 0, 31, 12, 0, 0) - n * 3_600_000).toISOString();
}
