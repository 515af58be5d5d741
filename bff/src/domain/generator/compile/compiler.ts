import {
  AssignTag,
  BreakTag,
  CaptureTag,
  CaseTag,
  CommentTag,
  Context,
  ContinueTag,
  DecrementTag,
  defaultOperators,
  EchoTag,
  ForTag,
  IfTag,
  IncrementTag,
  InlineCommentTag,
  LiquidTag,
  Output,
  RawTag,
  Tag,
  filters,
  Tokenizer,
  TypeGuards,
  UnlessTag,
  type Liquid,
  type Template,
  type Token,
} from 'liquidjs';
import * as liquidjs from 'liquidjs';
import * as runtime from './runtime';
import type { RenderState, Scope } from './runtime';

// Bound once, for the closures' hot paths (see runtime.ts: a named import costs a getter call under tsx)
const { evalToken, LiquidError, RenderError, toValueSync, UndefinedVariableError } = liquidjs;
const {
  BINARY_OPERATORS,
  equals,
  findScope,
  ForloopDrop,
  isArray,
  isFalsy,
  isTruthy,
  range,
  readProperty,
  readPropertyOf,
  stringify,
  toEnumerable,
  toValue,
  UNARY_OPERATORS,
} = runtime;

/**
 * Turns the templates LiquidJS parsed into JavaScript closures over that parse tree (no code is
 * generated from template text). LiquidJS renders through nested generators, one per node,
 * expression and filter; the closures do the same steps directly, in the same order, with the
 * same errors on the same tokens. A template using anything not handled here (include, render,
 * cycle, tablerow, a custom tag, non-default options) is not compiled: `compileTemplates` returns
 * null and the caller renders it with LiquidJS.
 */

/** Text written so far (LiquidJS's SimpleEmitter). */
interface Out {
  buffer: string;
}

type Run = (ctx: RenderState, out: Out) => void;
type Eval = (ctx: RenderState) => unknown;

/** The template uses something the compiler does not handle. */
class Unsupported extends Error {}

/** Shapes of LiquidJS's parse tree that its typings keep private. */
interface FilterNode {
  name: string;
  args: (Token | [string?, Token?])[];
  handler: (...args: unknown[]) => unknown;
  token: Token;
  liquid: Liquid;
}
interface ValueNode {
  initial: { postfix: Token[] };
  filters: FilterNode[];
}
interface PropertyAccessNode extends Token {
  variable?: Token;
  props: Token[];
}
interface RangeNode extends Token {
  lhs: Token;
  rhs: Token;
}
interface OperatorNode extends Token {
  operator: string;
}
interface Branch {
  value: ValueNode;
  templates: Template[];
}
interface HashNode {
  hash: Record<string, Token | undefined>;
}

const noop: Run = () => undefined;

function now(): number {
  return performance.now();
}

export interface CompiledTemplate {
  /**
   * The same text `liquid.renderSync(templates, scope)` returns, or the same error; a render
   * past the time limit fails even where LiquidJS would have had no node left to check it at.
   */
  render(scope: object): string;
}

/** Closures for `templates`, or null when some part must be left to LiquidJS. */
export function compileTemplates(liquid: Liquid, templates: Template[]): CompiledTemplate | null {
  if (!supportedOptions(liquid)) return null;
  let run: Run;
  try {
    run = compileBlock(templates, true);
  } catch {
    // Unsupported, or a parse tree of a shape this does not know (another LiquidJS version)
    return null;
  }
  return {
    render(scope: object): string {
      const ctx = new Context(
        scope,
        liquid.options,
        { sync: true },
        {
          liquid,
        },
      ) as unknown as RenderState;
      const out: Out = { buffer: '' };
      run(ctx, out);
      // A slow filter in a nested block is caught here at the latest (LiquidJS: at its next node)
      ctx.renderLimit.check(now());
      return flat(out.buffer);
    },
  };
}

/**
 * The text as one flat string. Reading a character makes V8 join the pieces `+=` left now, while
 * they are young garbage; kept as they are, a hundred tables' pieces outlive several scavenges and
 * are copied into the old generation (GC was over a quarter of such a generation's time).
 */
function flat(text: string): string {
  text.charCodeAt(0);
  return text;
}

/** Options whose non-default values change what a render does in ways the closures do not follow. */
function supportedOptions(liquid: Liquid): boolean {
  const o = liquid.options as Liquid['options'] & {
    catchAllErrors?: boolean;
    orderedFilterParameters?: boolean;
    jekyllWhere?: boolean;
  };
  return (
    o.operators === defaultOperators &&
    !o.jsTruthy &&
    !o.lenientIf &&
    !o.keepOutputType &&
    !o.catchAllErrors &&
    !o.orderedFilterParameters &&
    !o.jekyllWhere &&
    !o.outputEscape &&
    !o.groupedExpressions
  );
}

/**
 * A list of nodes (LiquidJS's `renderTemplates`): an error not yet located gets the node's token,
 * and a `break` or `continue` stops the list. LiquidJS checks the render time before every node;
 * the closures check it after each top-level node that calls a filter or is a tag (`timed`; text
 * and plain variables take no time), at each loop iteration and capture, and at the end, which
 * bounds the time just as well, since only loops repeat work.
 */
function compileBlock(templates: Template[], timed = false): Run {
  const runs = templates.map(compileNode);
  const checks = templates.map((tpl) => timed && takesTime(tpl));
  const n = runs.length;
  if (n === 0) return noop;
  return (ctx, out) => {
    for (let i = 0; i < n; i++) {
      try {
        runs[i](ctx, out);
      } catch (err) {
        throw LiquidError.is(err) ? err : new RenderError(err as Error, templates[i]);
      }
      if (ctx.breakCalled || ctx.continueCalled) break;
      if (checks[i]) ctx.renderLimit.check(now());
    }
  };
}

function takesTime(tpl: Template): boolean {
  if (tpl instanceof Output) {
    return (tpl as unknown as { value: ValueNode }).value.filters.length > 0;
  }
  return tpl instanceof Tag;
}

function compileNode(tpl: Template): Run {
  if (tpl instanceof Output) {
    const value = compileValue((tpl as unknown as { value: ValueNode }).value);
    return (ctx, out) => {
      const v = value(ctx);
      out.buffer += typeof v === 'string' ? v : stringify(toValue(v));
    };
  }
  if (!(tpl instanceof Tag)) {
    if (!TypeGuards.isHTMLToken(tpl.token)) throw new Unsupported();
    const str = (tpl as unknown as { str: string }).str;
    return (_ctx, out) => {
      out.buffer += str;
    };
  }
  switch (tpl.constructor) {
    case AssignTag:
      return compileAssign(tpl);
    case ForTag:
      return compileFor(tpl as InstanceType<typeof ForTag>);
    case CaptureTag:
      return compileCapture(tpl as InstanceType<typeof CaptureTag>);
    case IfTag:
      return compileIf(tpl as InstanceType<typeof IfTag>);
    case UnlessTag:
      return compileUnless(tpl as InstanceType<typeof UnlessTag>);
    case CaseTag:
      return compileCase(tpl as InstanceType<typeof CaseTag>);
    case CommentTag:
    case InlineCommentTag:
      return noop;
    case RawTag:
      return compileRaw(tpl as InstanceType<typeof RawTag>);
    case IncrementTag:
    case DecrementTag:
      return compileCounter(tpl, tpl.constructor === IncrementTag);
    case BreakTag:
      return (ctx) => {
        ctx.breakCalled = true;
      };
    case ContinueTag:
      return (ctx) => {
        ctx.continueCalled = true;
      };
    case EchoTag:
      return compileEcho(tpl);
    case LiquidTag:
      return compileBlock((tpl as unknown as { templates: Template[] }).templates);
    default:
      throw new Unsupported();
  }
}

function compileAssign(tpl: Tag): Run {
  const { key, value } = tpl as unknown as { key: string; value: ValueNode };
  const evaluate = compileValue(value);
  return (ctx) => {
    ctx.scopes[0][key] = evaluate(ctx);
  };
}

function compileCapture(tpl: InstanceType<typeof CaptureTag>): Run {
  const block = compileBlock(tpl.templates);
  const variable = tpl.variable;
  return (ctx) => {
    const out: Out = { buffer: '' };
    ctx.renderLimit.check(now());
    block(ctx, out);
    ctx.scopes[0][variable] = out.buffer;
  };
}

function compileIf(tpl: InstanceType<typeof IfTag>): Run {
  const branches = (tpl.branches as unknown as Branch[]).map((b) => ({
    test: compileValue(b.value),
    block: compileBlock(b.templates),
  }));
  const otherwise = compileBlock(tpl.elseTemplates ?? []);
  return (ctx, out) => {
    for (const branch of branches) {
      if (isTruthy(toValue(branch.test(ctx)))) {
        branch.block(ctx, out);
        return;
      }
    }
    otherwise(ctx, out);
  };
}

function compileUnless(tpl: InstanceType<typeof UnlessTag>): Run {
  // The first branch renders when its condition is false; an elsif when its condition is true
  const branches = (tpl.branches as unknown as Branch[]).map((b, i) => ({
    test: compileValue(b.value),
    negate: i === 0,
    block: compileBlock(b.templates),
  }));
  const otherwise = compileBlock(tpl.elseTemplates);
  return (ctx, out) => {
    for (const branch of branches) {
      const v = toValue(branch.test(ctx));
      if (branch.negate ? isFalsy(v) : isTruthy(v)) {
        branch.block(ctx, out);
        return;
      }
    }
    otherwise(ctx, out);
  };
}

function compileCase(tpl: InstanceType<typeof CaseTag>): Run {
  const target = compileValue(tpl.value as unknown as ValueNode);
  const branches = tpl.branches.map((b) => ({
    values: b.values.map((v) => compileToken(v)),
    block: compileBlock(b.templates),
  }));
  const otherwise = compileBlock(tpl.elseTemplates);
  return (ctx, out) => {
    const value = toValue(target(ctx));
    let hit = false;
    // As LiquidJS: every `when` that matches renders, not only the first
    for (const branch of branches) {
      for (const candidate of branch.values) {
        if (equals(value, candidate(ctx))) {
          branch.block(ctx, out);
          hit = true;
          break;
        }
      }
    }
    if (!hit) otherwise(ctx, out);
  };
}

function compileRaw(tpl: InstanceType<typeof RawTag>): Run {
  const text = tpl.render();
  if (!text) return noop;
  return (_ctx, out) => {
    out.buffer += text;
  };
}

function compileCounter(tpl: Tag, increment: boolean): Run {
  const variable = (tpl as unknown as { variable: string }).variable;
  return (ctx, out) => {
    // LiquidJS keeps counters on the render's data object itself
    const scope = ctx.environments as Scope;
    if (typeof scope[variable] !== 'number') scope[variable] = 0;
    const before = scope[variable] as number;
    scope[variable] = increment ? before + 1 : before - 1;
    out.buffer += stringify(increment ? before : before - 1);
  };
}

function compileEcho(tpl: Tag): Run {
  const node = (tpl as unknown as { value?: ValueNode }).value;
  if (!node) return noop;
  const value = compileValue(node);
  return (ctx, out) => {
    out.buffer += stringify(toValue(value(ctx)));
  };
}

const MODIFIERS = ['offset', 'limit', 'reversed'] as const;

function compileFor(tpl: InstanceType<typeof ForTag>): Run {
  const variable = tpl.variable;
  const collectionText = tpl.collection.getText();
  const collection = compileToken(tpl.collection);
  const hash = compileHash(tpl.hash as HashNode);
  const body = compileBlock(tpl.templates);
  const otherwise = compileBlock(tpl.elseTemplates);
  const continueKey = `continue-${variable}-${collectionText}`;
  return (ctx, out) => {
    let items = toEnumerable(collection(ctx));
    if (!items.length) {
      ctx.renderLimit.check(now());
      otherwise(ctx, out);
      return;
    }
    let args: Record<string, unknown> = {};
    if (hash) {
      // `offset: continue` reads where the previous loop over the same collection stopped
      ctx.push(scopeOf({ continue: ctx.getRegister(continueKey, {}) }));
      args = hash(ctx);
      ctx.pop();
      for (const modifier of MODIFIERS) {
        if (args[modifier] === undefined) continue;
        if (modifier === 'offset') items = items.slice(args.offset as number);
        else if (modifier === 'limit') items = items.slice(0, args.limit as number);
        else items = [...items].reverse();
      }
    }
    ctx.setRegister(continueKey, ((args.offset as number) || 0) + items.length);
    const forloop = new ForloopDrop(items.length, collectionText, variable);
    const scope = scopeOf({ forloop });
    ctx.push(scope);
    for (const item of items) {
      scope[variable] = item;
      ctx.continueCalled = ctx.breakCalled = false;
      ctx.renderLimit.check(now());
      body(ctx, out);
      if (ctx.breakCalled) break;
      forloop.next();
    }
    ctx.continueCalled = ctx.breakCalled = false;
    ctx.pop();
  };
}

/** A scope object as LiquidJS makes them: no prototype, so `in` sees only its own names. */
function scopeOf(from: Scope): Scope {
  return Object.assign(Object.create(null) as Scope, from);
}

/** A tag's `key: value` arguments (a key without a value is true); null when there are none. */
function compileHash(node: HashNode): ((ctx: RenderState) => Record<string, unknown>) | null {
  const entries = Object.keys(node.hash).map(
    (key) =>
      [key, node.hash[key] === undefined ? undefined : compileToken(node.hash[key])] as const,
  );
  if (entries.length === 0) return null;
  return (ctx) => {
    const hash: Record<string, unknown> = {};
    for (const [key, evaluate] of entries) hash[key] = evaluate ? evaluate(ctx) : true;
    return hash;
  };
}

/** A value with filters (`a.b | f: x, k: y`), as LiquidJS's Value. */
function compileValue(node: ValueNode): Eval {
  const initial = compileExpression(node.initial.postfix);
  const filters = node.filters.map(compileFilter);
  if (filters.length === 0) return initial;
  if (filters.length === 1) {
    const [only] = filters;
    return (ctx) => only(ctx, initial(ctx));
  }
  return (ctx) => {
    let value = initial(ctx);
    for (const filter of filters) value = filter(ctx, value);
    return value;
  };
}

/** One filter call: its registered implementation, with the `this` LiquidJS gives it. */
function compileFilter(filter: FilterNode): (ctx: RenderState, value: unknown) => unknown {
  const { token, liquid } = filter;
  const handler = PROPERTY_FILTERS.get(filter.handler) ?? filter.handler;
  const args = filter.args.map((arg) =>
    isArray(arg)
      ? { pair: true, key: arg[0], evaluate: compileToken(arg[1]) }
      : { pair: false, key: undefined, evaluate: compileToken(arg) },
  );
  // One `this` per render rather than per call: no filter keeps or changes it
  let self = { context: null as RenderState | null, token, liquid };
  const settle = (result: unknown) =>
    // Only an object can be the generator a LiquidJS filter like `where` returns
    (typeof result === 'object' || typeof result === 'function') && result !== null
      ? toValueSync(result)
      : result;
  if (args.length === 0) {
    return (ctx, value) => {
      if (self.context !== ctx) self = { context: ctx, token, liquid };
      return settle(handler.call(self, value));
    };
  }
  if (args.length === 1 && !args[0].pair) {
    const only = args[0].evaluate;
    return (ctx, value) => {
      const arg = only(ctx);
      if (self.context !== ctx) self = { context: ctx, token, liquid };
      return settle(handler.call(self, value, arg));
    };
  }
  return (ctx, value) => {
    const argv: unknown[] = [value];
    for (const { pair, key, evaluate } of args) {
      argv.push(pair ? [key, evaluate(ctx)] : evaluate(ctx));
    }
    if (self.context !== ctx) self = { context: ctx, token, liquid };
    return settle(handler.apply(self, argv));
  };
}

/** An expression from its postfix form (LiquidJS's Expression.evaluate, unrolled into a tree). */
function compileExpression(postfix: Token[]): Eval {
  const stack: Eval[] = [];
  for (const token of postfix) {
    if (!TypeGuards.isOperatorToken(token)) {
      stack.push(compileToken(token));
      continue;
    }
    const operator = (token as OperatorNode).operator;
    const unary = UNARY_OPERATORS[operator];
    if (unary) {
      const operand = stack.pop();
      if (!operand) throw new Unsupported();
      stack.push((ctx) => unary(operand(ctx)));
      continue;
    }
    const binary = BINARY_OPERATORS[operator];
    const right = stack.pop();
    const left = stack.pop();
    if (!binary || !left || !right) throw new Unsupported();
    stack.push((ctx) => {
      const l = left(ctx);
      return binary(l, right(ctx));
    });
  }
  // `a b` and other expressions LiquidJS evaluates only in part are left to it
  if (stack.length !== 1) throw new Unsupported();
  return stack[0];
}

/** One operand (LiquidJS's evalToken): a literal, a variable path or a range. */
function compileToken(token: Token | undefined): Eval {
  if (!token) return () => undefined;
  if ('content' in token) {
    const content = (token as { content: unknown }).content;
    return () => content;
  }
  if (TypeGuards.isPropertyAccessToken(token)) {
    return compilePropertyAccess(token as unknown as PropertyAccessNode);
  }
  if (TypeGuards.isRangeToken(token)) return compileRange(token as unknown as RangeNode);
  throw new Unsupported();
}

function compileRange(token: RangeNode): Eval {
  const lhs = compileToken(token.lhs);
  const rhs = compileToken(token.rhs);
  return (ctx) => {
    const low = toValue(lhs(ctx)) as number;
    const high = toValue(rhs(ctx)) as number;
    ctx.memoryLimit.use(high - low + 1);
    return range(+low, +high + 1);
  };
}

function undefinedVariable(path: unknown[], length: number): Error {
  return new Error(`undefined variable: ${path.slice(0, length).join('.')}`);
}

/**
 * `a.b[0].size`: the keys are evaluated first, then read one by one from the innermost scope that
 * has the first (or from the value before them); an undefined step is an error in strict mode.
 */
function compilePropertyAccess(token: PropertyAccessNode): Eval {
  const fixed = token.props.every((p) => 'content' in p);
  const variable = token.variable ? compileToken(token.variable) : undefined;
  const read = (ctx: RenderState, keys: unknown[], valued: boolean): unknown => {
    try {
      let value = variable ? variable(ctx) : findScope(ctx, keys[0]);
      for (let i = 0; i < keys.length; i++) {
        value = valued
          ? readPropertyOf(ctx, value, keys[i] as PropertyKey)
          : readProperty(ctx, value, keys[i]);
        if (value === undefined && ctx.strictVariables) throw undefinedVariable(keys, i + 1);
      }
      return value;
    } catch (err) {
      throw new UndefinedVariableError(err as Error, token);
    }
  };
  if (fixed) {
    const keys = token.props.map((p) => toValue((p as unknown as { content: unknown }).content));
    // Literal keys: strings, numbers, or what nil, empty and blank stand for
    const valued = keys.every((k) => typeof k === 'string' || typeof k === 'number');
    return (ctx) => read(ctx, keys, valued);
  }
  const props = token.props.map((p) => compileToken(p));
  return (ctx) =>
    read(
      ctx,
      props.map((p) => toValue(p(ctx))),
      false,
    );
}

interface FilterThis {
  context: RenderState & { spawn(scope: unknown): RenderState };
}

/** Property paths given to `where` and `reject`, parsed and compiled once per text. */
const propertyPaths = new Map<string, Eval>();
const PROPERTY_PATHS_MAX = 1000;

function propertyPath(property: string): Eval {
  let path = propertyPaths.get(property);
  if (!path) {
    // Parsed on every call as LiquidJS does, until it parses (so a bad path fails the same way)
    const token = new Tokenizer(property).readScopeValue();
    try {
      path = compileToken(token);
    } catch (err) {
      if (!(err instanceof Unsupported)) throw err;
      path = (ctx) => toValueSync(evalToken(token, ctx as unknown as Context));
    }
    if (propertyPaths.size >= PROPERTY_PATHS_MAX) propertyPaths.clear();
    propertyPaths.set(property, path);
  }
  return path;
}

/**
 * LiquidJS's `where` (include) and `reject` (not), with the property read by compiled closures
 * instead of its generators: each element is the data of a context spawned from the render's (so
 * strict variables and the limits apply as there), and an element matches when the property is
 * truthy (no expected value) or equals the expected value.
 */
function propertyFilter(include: boolean) {
  return function (this: FilterThis, value: unknown, property: unknown, expected: unknown) {
    const ctx = this.context;
    const arr = toArray(value);
    ctx.memoryLimit.use(arr.length);
    const path = propertyPath(stringify(property));
    const result: unknown[] = [];
    for (const item of arr) {
      const v = path(ctx.spawn(item));
      const matches = expected === undefined ? isTruthy(v) : equals(v, expected);
      if (matches === include) result.push(item);
    }
    return result;
  };
}

function toArray(value: unknown): unknown[] {
  value = toValue(value);
  if (value === null || value === undefined) return [];
  return isArray(value) ? value : [value];
}

const PROPERTY_FILTERS = new Map<unknown, (...args: unknown[]) => unknown>([
  [filters.where, propertyFilter(true)],
  [filters.reject, propertyFilter(false)],
]);
