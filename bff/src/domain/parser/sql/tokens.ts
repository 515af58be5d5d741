import type { Token } from './tokenizer';

/** Index of the `)` matching the `(` at `open`, or `-1` when the list is not closed before `end`. */
export function matchParen(sig: Token[], open: number, end = sig.length): number {
  let depth = 0;
  for (let i = open; i < end; i++) {
    const t = sig[i];
    if (t.kind !== 'punct') continue;
    if (t.value === '(') depth++;
    else if (t.value === ')' && --depth === 0) return i;
  }
  return -1;
}

/** The `[from, to)` ranges between top-level commas. */
export function splitCommas(sig: Token[], from: number, to: number): Array<[number, number]> {
  const bounds = commaBounds(sig, from, to);
  const out: Array<[number, number]> = [];
  for (let k = 0; k < bounds.length; k += 2) out.push([bounds[k], bounds[k + 1]]);
  return out;
}

/** `splitCommas` as one flat list, start and end of each range in turn (no array per range). */
export function commaBounds(sig: Token[], from: number, to: number): number[] {
  const out: number[] = [];
  let depth = 0;
  let s = from;
  for (let i = from; i < to; i++) {
    const t = sig[i];
    if (t.kind !== 'punct') continue;
    if (t.value === '(' || t.value === '[') depth++;
    else if ((t.value === ')' || t.value === ']') && depth > 0) depth--;
    else if (t.value === ',' && depth === 0) {
      // Indexed stores: a two-argument `push` is a call into the generic builtin.
      out[out.length] = s;
      out[out.length] = i;
      s = i + 1;
    }
  }
  if (s < to) {
    out[out.length] = s;
    out[out.length] = to;
  }
  return out;
}

/**
 * `matchParen(sig, open, end)` and `commaBounds(sig, open + 1, stop)` of the list it closes, in one
 * pass: the bounds are written to `out`, the `)` (or -1) is answered.
 */
export function listBounds(sig: Token[], open: number, end: number, out: number[]): number {
  let parens = 1;
  let depth = 0;
  let s = open + 1;
  let close = -1;
  for (let i = open + 1; i < end; i++) {
    const t = sig[i];
    if (t.kind !== 'punct') continue;
    const v = t.value;
    if (v === ')' && --parens === 0) {
      close = i;
      break;
    }
    if (v === '(') parens++;
    if (v === '(' || v === '[') depth++;
    else if ((v === ')' || v === ']') && depth > 0) depth--;
    else if (v === ',' && depth === 0) {
      out[out.length] = s;
      out[out.length] = i;
      s = i + 1;
    }
  }
  const stop = close < 0 ? end : close;
  if (s < stop) {
    out[out.length] = s;
    out[out.length] = stop;
  }
  return close;
}

export const isPunct = (t: Token | undefined, value: string): boolean =>
  t !== undefined && t.kind === 'punct' && t.value === value;

export const isWord = (t: Token | undefined, upper: string): boolean =>
  t !== undefined && t.kind === 'word' && t.upper === upper;

/** A name part: an unquoted word, a quoted identifier, or (MySQL without ANSI_QUOTES) a "string". */
export const isName = (t: Token | undefined): t is Token =>
  t !== undefined && (t.kind === 'word' || t.kind === 'quoted' || t.kind === 'string');

export interface QualifiedName {
  parts: string[];
  /** Index past the name. */
  next: number;
}

/** `a`, `a.b`, `[a].[b].[c]`, `"a"."b"`; `a..b` (T-SQL default schema) keeps the empty part out. */
export function readQualifiedName(sig: Token[], i: number, end = sig.length): QualifiedName | null {
  // SQL*Plus substitution variables stand for a schema: `&&schema..ORDERS`, `&owner.ORDERS`.
  while (i < end && (isPunct(sig[i], '&') || isPunct(sig[i], '&&'))) i++;
  if (i >= end || !isName(sig[i])) return null;
  const parts = [sig[i].value];
  let j = i + 1;
  while (j + 1 < end && isPunct(sig[j], '.')) {
    if (isPunct(sig[j + 1], '.')) {
      j++;
      continue;
    }
    if (!isName(sig[j + 1])) break;
    parts.push(sig[j + 1].value);
    j += 2;
  }
  return { parts, next: j };
}

/** Kinds of object a CREATE statement makes, as the word that names them. */
const CREATED_KINDS = new Set(
  (
    'TABLE VIEW FUNCTION PROCEDURE TRIGGER EVENT INDEX SEQUENCE SCHEMA DATABASE TYPE DOMAIN ' +
    'EXTENSION PACKAGE SYNONYM USER ROLE TABLESPACE RULE POLICY AGGREGATE OPERATOR COLLATION ' +
    'SERVER PUBLICATION SUBSCRIPTION LOGIN'
  ).split(' '),
);

/**
 * What a CREATE statement makes (`VIEW` of `CREATE ALGORITHM=UNDEFINED DEFINER=… VIEW v`), from
 * its opening words; null for another statement or a kind not known.
 */
export function createdKind(sig: Token[]): string | null {
  if (sig[0]?.upper !== 'CREATE') return null;
  for (let k = 1; k < sig.length && k < 16; k++) {
    const t = sig[k];
    // `ALGORITHM=UNDEFINED DEFINER=\`root\`@\`%\`` come before the kind; other punctuation does not.
    if (t.kind === 'punct' && t.value !== '=' && t.value !== '@' && t.value !== '.') return null;
    if (t.kind === 'word' && CREATED_KINDS.has(t.upper)) return t.upper;
  }
  return null;
}
