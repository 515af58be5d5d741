/**
 * The parts of the contract that are plain values and types, without zod: the client's start-up code
 * (request layer, dva models) imports these and stays free of the schemas, which only forms and the
 * BFF run. `core.ts` re-exports everything here.
 */

/** Business codes carried in the envelope (SPEC.md section 8, ARCHITECTURE.md "Response envelope"). */
export const Code = {
  OK: 200,
  BAD_REQUEST: 400,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION: 422,
  SERVER_ERROR: 500,
  UNAVAILABLE: 503,
  NOT_SIGNED_IN: 901,
  VIP_REQUIRED: 902,
  RATE_LIMITED: 903,
} as const;
export type CodeValue = (typeof Code)[keyof typeof Code];

/** Codes the client shows as a warning rather than an error. */
export const WARNING_CODES: readonly number[] = [
  Code.NOT_SIGNED_IN,
  Code.VIP_REQUIRED,
  Code.RATE_LIMITED,
];

export interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}

export const PAGE_SIZE_MAX = 100;

/** Beyond any real list; keeps the row offset a number every database reads. */
export const PAGE_MAX = 100_000;

export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the body travels and what comes back:
 * json: JSON in, envelope out; multipart: form upload in, envelope out;
 * binary: JSON in, a file (e.g. application/zip) out; sse: JSON in, server-sent events out.
 */
export type CallKind = 'json' | 'multipart' | 'binary' | 'sse';

/** Who may call: anyone, a signed-in user (else 901), an admin (else 403; anonymous 901). */
export type CallAccess = 'public' | 'user' | 'admin';

/** What the request layer reads of a call: everything but its schemas, summary and example. */
export interface CallRoute {
  /** Feature key and call name, e.g. `template.findTree`. */
  id: string;
  method: HttpMethod;
  /** Koa/Umi style path, parameters as `:name`. */
  path: string;
  kind: CallKind;
  access: CallAccess;
  /** Idempotent reads the client may serve from its session cache. */
  cacheable: boolean;
}

/** Fills `:name` parameters of a contract path; values are URI-encoded. */
export function buildPath(path: string, params?: Record<string, unknown>): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${path}`);
    }
    return encodeURIComponent(String(value));
  });
}
