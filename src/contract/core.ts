import { z } from 'zod';

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

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.optional(),
  });

export interface Envelope<T> {
  code: number;
  message: string;
  data?: T;
}

/** Field errors carried in `data` of a 422 answer: dotted path -> message. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const PAGE_SIZE_MAX = 100;

/** Beyond any real list; keeps the row offset a number every database reads. */
export const PAGE_MAX = 100_000;

/** Paged list request: `{ page, pageSize, ...filters }`, page counted from 1. */
export const pageQuerySchema = z.object({
  page: z.number().int().min(1).max(PAGE_MAX, `Page must be at most ${PAGE_MAX}`).default(1),
  pageSize: z.number().int().min(1).max(PAGE_SIZE_MAX).default(10),
});
export type PageQuery = z.infer<typeof pageQuerySchema>;

export const pageResultSchema = <T extends z.ZodTypeAny>(item: T) =>
  z.object({
    list: z.array(item),
    total: z.number().int().min(0),
    page: z.number().int().min(1),
    pageSize: z.number().int().min(1),
  });
export interface PageResult<T> {
  list: T[];
  total: number;
  page: number;
  pageSize: number;
}

/** A body whose fields a later issue defines: any JSON object, method and path already final. */
export const looseObject = z.object({}).passthrough();
export type LooseObject = z.infer<typeof looseObject>;

export const idParamsSchema = z.object({ id: z.string().min(1) });

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * How the body travels and what comes back:
 * json: JSON in, envelope out; multipart: form upload in, envelope out;
 * binary: JSON in, a file (e.g. application/zip) out; sse: JSON in, server-sent events out.
 */
export type CallKind = 'json' | 'multipart' | 'binary' | 'sse';

/** Who may call: anyone, a signed-in user (else 901), an admin (else 403; anonymous 901). */
export type CallAccess = 'public' | 'user' | 'admin';

export interface CallDef<
  P extends z.ZodTypeAny = z.ZodTypeAny,
  Q extends z.ZodTypeAny = z.ZodTypeAny,
  B extends z.ZodTypeAny = z.ZodTypeAny,
  R extends z.ZodTypeAny = z.ZodTypeAny,
  K extends CallKind = CallKind,
> {
  /** Feature key and call name, e.g. `template.findTree`. */
  id: string;
  method: HttpMethod;
  /** Koa/Umi style path, parameters as `:name`. */
  path: string;
  kind: K;
  access: CallAccess;
  /** Idempotent reads the client may serve from its session cache. */
  cacheable: boolean;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  /** Schema of the envelope's `data` on success. */
  response: R;
  /** A valid request the contract test sends (path params, query, body). */
  example?: {
    params?: z.input<P>;
    query?: z.input<Q>;
    body?: z.input<B>;
  };
}

type Opt<T extends z.ZodTypeAny | undefined> = T extends z.ZodTypeAny ? T : z.ZodUndefined;

export function defineCall<
  P extends z.ZodTypeAny | undefined = undefined,
  Q extends z.ZodTypeAny | undefined = undefined,
  B extends z.ZodTypeAny | undefined = undefined,
  R extends z.ZodTypeAny = z.ZodTypeAny,
  K extends CallKind = 'json',
>(def: {
  id: string;
  method: HttpMethod;
  path: string;
  kind?: K;
  access?: CallAccess;
  cacheable?: boolean;
  summary: string;
  params?: P;
  query?: Q;
  body?: B;
  response: R;
  example?: {
    params?: P extends z.ZodTypeAny ? z.input<P> : never;
    query?: Q extends z.ZodTypeAny ? z.input<Q> : never;
    body?: B extends z.ZodTypeAny ? z.input<B> : never;
  };
}): CallDef<Opt<P>, Opt<Q>, Opt<B>, R, K> {
  return {
    kind: 'json',
    access: 'public',
    cacheable: false,
    ...def,
  } as unknown as CallDef<Opt<P>, Opt<Q>, Opt<B>, R, K>;
}

/** The input a caller supplies for a call: only the parts the call declares. */
type Declared<S> = S extends z.ZodUndefined ? never : S extends z.ZodTypeAny ? S : never;
type InputPart<K extends string, S> = [Declared<S>] extends [never]
  ? { [P in K]?: undefined }
  : { [P in K]: z.input<Declared<S>> };

export type CallInput<C extends CallDef> = InputPart<'params', NonNullable<C['params']>> &
  InputPart<'query', NonNullable<C['query']>> &
  (C['kind'] extends 'multipart' ? { body: FormData } : InputPart<'body', NonNullable<C['body']>>);

export type CallData<C extends CallDef> = z.infer<C['response']>;

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
