import * as liquidjs from 'liquidjs';
import type { Context } from 'liquidjs';

/**
 * LiquidJS 10's render-time semantics (scope lookup, property reads, truthiness, comparison,
 * output text), written as plain synchronous functions. Each mirrors the LiquidJS function of the
 * same name; the compiled templates call these instead of LiquidJS's generator-driven evaluator,
 * and the differential test holds the two to identical output.
 */

export type Scope = Record<PropertyKey, unknown>;

/** The parts of LiquidJS's Context a compiled template reads that its typings keep private. */
/**
 * Bound once. Under tsx (esbuild's CommonJS output, what the benches run) each use of a named
 * import is a call through one shared getter, which profiles showed on these hot paths.
 */
const { Drop, toValueSync } = liquidjs;

export type RenderState = Omit<Context, never> & { scopes: Scope[] };

const objectToString = Object.prototype.toString;
const hasOwn = Object.prototype.hasOwnProperty;

export function isArray(value: unknown): value is unknown[] {
  return objectToString.call(value) === '[object Array]';
}

const isString = (value: unknown): value is string => typeof value === 'string';
const isNumber = (value: unknown): value is number => typeof value === 'number';
const isNil = (value: unknown): value is null | undefined => value == null;
const isFunction = (value: unknown): value is (...args: unknown[]) => unknown =>
  typeof value === 'function';

function isObject(value: unknown): value is object {
  const type = typeof value;
  return value !== null && (type === 'object' || type === 'function');
}

const isIterable = (value: unknown): value is Iterable<unknown> =>
  isObject(value) && Symbol.iterator in value;

/** A drop's own value (`nil` → null, `empty` → ''), anything else as it is. */
export function toValue(value: unknown): unknown {
  return value instanceof Drop && isFunction(value.valueOf) ? value.valueOf() : value;
}

/** Text of a value as an output writes it. */
export function stringify(value: unknown): string {
  value = toValue(value);
  if (isString(value)) return value;
  if (isNil(value)) return '';
  if (isArray(value)) return value.map((x) => stringify(x)).join('');
  return String(value);
}

/** What a `for` loops over. */
export function toEnumerable(value: unknown): unknown[] {
  value = toValue(value);
  if (isArray(value)) return value;
  if (isString(value) && value.length > 0) return [value];
  if (isIterable(value)) return Array.from(value);
  if (isObject(value)) {
    const obj = value as Scope;
    return Object.keys(obj).map((key) => [key, obj[key]]);
  }
  return [];
}

/** Liquid's truthiness (not JavaScript's): only false, nil and undefined are false. */
export function isFalsy(value: unknown): boolean {
  value = toValue(value);
  return value === false || value === undefined || value === null;
}

export const isTruthy = (value: unknown): boolean => !isFalsy(value);

export function range(start: number, stop: number): number[] {
  const arr: number[] = [];
  for (let i = start; i < stop; i++) arr.push(i);
  return arr;
}

function toLiquid(value: unknown): unknown {
  const v = value as { toLiquid?: unknown } | null | undefined;
  if (v && isFunction(v.toLiquid)) return toLiquid((v.toLiquid as () => unknown).call(v));
  return value;
}

function readArrayElement(arr: unknown[], index: number, ownPropertyOnly: boolean): unknown {
  if (index < 0) index = arr.length + index;
  if (ownPropertyOnly && !hasOwn.call(arr, index)) return undefined;
  return arr[index];
}

function readJSProperty(obj: Scope, key: PropertyKey, ownPropertyOnly: boolean): unknown {
  if (ownPropertyOnly && !hasOwn.call(obj, key) && !(obj instanceof Drop)) return undefined;
  return obj[key];
}

function readSize(obj: Scope): unknown {
  if (hasOwn.call(obj, 'size') || obj['size'] !== undefined) return obj['size'];
  if (isArray(obj) || isString(obj)) return (obj as { length: number }).length;
  if (typeof obj === 'object') return Object.keys(obj).length;
  return undefined;
}

/** One step of a property path: `obj[key]`, with `size`, `first`, `last` and drops. */
export function readProperty(ctx: RenderState, object: unknown, key: unknown): unknown {
  return readPropertyOf(ctx, object, toValue(key) as PropertyKey);
}

/** readProperty with a key that is already a plain value (a path's literal keys are). */
export function readPropertyOf(ctx: RenderState, object: unknown, key: PropertyKey): unknown {
  const obj = toLiquid(object) as Scope;
  if (isNil(obj)) return obj;
  // The key's type first: a string key, the usual case, then needs no array test
  if (isNumber(key) && isArray(obj)) return readArrayElement(obj, key, ctx.ownPropertyOnly);
  const value = readJSProperty(obj, key, ctx.ownPropertyOnly);
  if (value === undefined && obj instanceof Drop)
    return obj.liquidMethodMissing(key as string, ctx as unknown as Context);
  if (isFunction(value)) return value.call(obj);
  if (key === 'size') return readSize(obj);
  if (key === 'first') {
    return isArray(obj)
      ? readArrayElement(obj, 0, ctx.ownPropertyOnly)
      : readJSProperty(obj, 'first', ctx.ownPropertyOnly);
  }
  if (key === 'last') {
    return isArray(obj)
      ? readArrayElement(obj, -1, ctx.ownPropertyOnly)
      : readJSProperty(obj, 'last', ctx.ownPropertyOnly);
  }
  return value;
}

/** The scope a bare variable name resolves in: the innermost that has it, else the render's data. */
export function findScope(ctx: RenderState, key: unknown): unknown {
  const scopes = ctx.scopes;
  for (let i = scopes.length - 1; i >= 0; i--) {
    if ((key as PropertyKey) in scopes[i]) return scopes[i];
  }
  if ((key as PropertyKey) in ctx.environments) return ctx.environments;
  return ctx.globals;
}

/** `{{ forloop }}`: the same fields, methods and JSON as LiquidJS's own (which it does not export). */
export class ForloopDrop extends Drop {
  i = 0;
  length: number;
  name: string;

  constructor(length: number, collection: string, variable: string) {
    super();
    this.length = length;
    this.name = `${variable}-${collection}`;
  }
  next(): void {
    this.i++;
  }
  index0(): number {
    return this.i;
  }
  index(): number {
    return this.i + 1;
  }
  first(): boolean {
    return this.i === 0;
  }
  last(): boolean {
    return this.i === this.length - 1;
  }
  rindex(): number {
    return this.length - this.i;
  }
  rindex0(): number {
    return this.length - this.i - 1;
  }
  override valueOf(): string {
    return JSON.stringify(this);
  }
}

interface Comparable {
  equals(value: unknown): unknown;
  gt(value: unknown): unknown;
  geq(value: unknown): unknown;
  lt(value: unknown): unknown;
  leq(value: unknown): unknown;
}

function isComparable(arg: unknown): arg is Comparable {
  const c = arg as Partial<Comparable> | null | undefined;
  return Boolean(
    c &&
    isFunction(c.equals) &&
    isFunction(c.gt) &&
    isFunction(c.geq) &&
    isFunction(c.lt) &&
    isFunction(c.leq),
  );
}

export function equals(lhs: unknown, rhs: unknown): boolean {
  if (isComparable(lhs)) return toValueSync(lhs.equals(rhs)) as boolean;
  if (isComparable(rhs)) return toValueSync(rhs.equals(lhs)) as boolean;
  lhs = toValue(lhs);
  rhs = toValue(rhs);
  if (isArray(lhs)) return isArray(rhs) && arrayEquals(lhs, rhs);
  return lhs === rhs;
}

function arrayEquals(lhs: unknown[], rhs: unknown[]): boolean {
  if (lhs.length !== rhs.length) return false;
  for (let i = 0; i < lhs.length; i++) if (!equals(lhs[i], rhs[i])) return false;
  return true;
}

type Order = 'gt' | 'lt' | 'geq' | 'leq';
const MIRROR: Record<Order, Order> = { gt: 'lt', lt: 'gt', geq: 'leq', leq: 'geq' };

function compare(order: Order, l: unknown, r: unknown): unknown {
  if (isComparable(l)) return toValueSync(l[order](r));
  if (isComparable(r)) return toValueSync(r[MIRROR[order]](l));
  const a = toValue(l) as number;
  const b = toValue(r) as number;
  switch (order) {
    case 'gt':
      return a > b;
    case 'lt':
      return a < b;
    case 'geq':
      return a >= b;
    default:
      return a <= b;
  }
}

function contains(l: unknown, r: unknown): boolean {
  l = toValue(l);
  if (isArray(l)) {
    // for-of, not some(): a hole counts as undefined, as in LiquidJS
    for (const value of l) if (equals(value, r)) return true;
    return false;
  }
  const indexOf = (l as { indexOf?: unknown } | null | undefined)?.indexOf;
  if (isFunction(indexOf)) return (indexOf.call(l, toValue(r)) as number) > -1;
  return false;
}

/** LiquidJS's default operators; both operands of `and`/`or` are always evaluated, as there. */
export const BINARY_OPERATORS: Record<string, (l: unknown, r: unknown) => unknown> = {
  '==': (l, r) => equals(l, r),
  '!=': (l, r) => !equals(l, r),
  '>': (l, r) => compare('gt', l, r),
  '<': (l, r) => compare('lt', l, r),
  '>=': (l, r) => compare('geq', l, r),
  '<=': (l, r) => compare('leq', l, r),
  contains,
  and: (l, r) => isTruthy(toValue(l)) && isTruthy(toValue(r)),
  or: (l, r) => isTruthy(toValue(l)) || isTruthy(toValue(r)),
};

export const UNARY_OPERATORS: Record<string, (v: unknown) => unknown> = {
  not: (v) => isFalsy(toValue(v)),
};
