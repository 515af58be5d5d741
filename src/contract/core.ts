import { z } from 'zod';
import {
  PAGE_MAX,
  PAGE_SIZE_MAX,
  type CallAccess,
  type CallKind,
  type CallRoute,
  type HttpMethod,
} from './basics';

export * from './basics';

export const envelopeSchema = <T extends z.ZodTypeAny>(data: T) =>
  z.object({
    code: z.number().int(),
    message: z.string(),
    data: data.optional(),
  });

/** Field errors carried in `data` of a 422 answer: dotted path -> message. */
export const fieldErrorsSchema = z.record(z.string(), z.string());
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

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

/** A body whose fields a later issue defines: any JSON object, method and path already final. */
export const looseObject = z.object({}).passthrough();
export type LooseObject = z.infer<typeof looseObject>;

export const idParamsSchema = z.object({ id: z.string().min(1) });

export interface CallDef<
  P extends z.ZodTypeAny = z.ZodTypeAny,
  Q extends z.ZodTypeAny = z.ZodTypeAny,
  B extends z.ZodTypeAny = z.ZodTypeAny,
  R extends z.ZodTypeAny = z.ZodTypeAny,
  K extends CallKind = CallKind,
> extends CallRoute {
  kind: K;
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

declare const routedCall: unique symbol;

/**
 * A call's route typed by the call it belongs to: the service functions get their input and data
 * types from `C` while only the route, no schema, exists at run time.
 */
export type RouteOf<C extends CallDef> = CallRoute & { readonly [routedCall]?: C };

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
