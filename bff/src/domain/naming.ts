import pluralize from 'pluralize';

/**
 * Naming helpers shared by every input type.
 *
 * Words are split on `_`, `-`, spaces, dots and case changes (`userID` → user, id;
 * `HTTPServer` → http, server). A name written all in upper case (`USER_NAME`, Oracle style)
 * is lower-cased first so it becomes `userName`, not `uSERNAME`. Characters outside A–Z/0–9
 * (Chinese names such as `用户名`) are kept as they are: they are valid identifiers in Java,
 * Kotlin, TypeScript and C#.
 *
 * Safe identifiers: a name starting with a digit gets a `_` prefix (`1st` → `_1st`); a name that
 * is a Java/Kotlin/TypeScript reserved word gets the `clazz`-style fix for `class` and a trailing
 * `_` otherwise (`default` → `default_`), so generated code compiles in every target language.
 */

const ASCII_UPPER_ONLY = /^[^a-z]*[A-Z][^a-z]*$/;

/**
 * Names repeat (every table has `id` and `created_at`; templates convert the same names again and
 * again), and splitting takes several regular expressions: remember recent answers. Cleared when
 * full so a stream of distinct names cannot grow it without bound.
 */
const WORDS_CACHE_MAX = 10_000;
const wordsCache = new Map<string, readonly string[]>();

/** Splits a name into lower-case words (non-ASCII letters kept inside words). */
export function splitWords(name: string): string[] {
  return wordsOf(name).slice();
}

/** The memoised words of a name, shared: callers here only read them. */
function wordsOf(name: string): readonly string[] {
  let words = wordsCache.get(name);
  if (words === undefined) {
    words = asciiWords(name) ?? computeWords(name);
    if (wordsCache.size >= WORDS_CACHE_MAX) wordsCache.clear();
    wordsCache.set(name, words);
  }
  return words;
}

const isUpper = (c: number) => c >= 65 && c <= 90;
const isLower = (c: number) => c >= 97 && c <= 122;
const isDigit = (c: number) => c >= 48 && c <= 57;

/**
 * `computeWords` for an all-ASCII name in one pass over its char codes (the usual case: a dump's
 * table names are mostly distinct, so the memo misses on each); null for any other name.
 * Word breaks: any character but a letter or digit, lower/digit → upper (`userName`), and the last
 * capital of a run before a lower-case letter (`HTTPServer`).
 */
function asciiWords(name: string): string[] | null {
  const n = name.length;
  let hasLower = false;
  let hasUpper = false;
  for (let i = 0; i < n; i++) {
    const c = name.charCodeAt(i);
    if (c >= 128) return null;
    if (isLower(c)) hasLower = true;
    else if (isUpper(c)) hasUpper = true;
  }
  // A name written all in upper case is lower-cased first (see the module comment).
  const text = hasUpper && !hasLower ? name.toLowerCase() : name;
  const words: string[] = [];
  let start = -1;
  for (let i = 0; i <= n; i++) {
    const c = i < n ? text.charCodeAt(i) : 0;
    if (!(isLower(c) || isUpper(c) || isDigit(c))) {
      if (start >= 0) words.push(text.slice(start, i).toLowerCase());
      start = -1;
      continue;
    }
    if (start < 0) {
      start = i;
      continue;
    }
    if (!isUpper(c)) continue;
    const prev = text.charCodeAt(i - 1);
    if (isLower(prev) || isDigit(prev) || (isUpper(prev) && isLower(text.charCodeAt(i + 1)))) {
      words.push(text.slice(start, i).toLowerCase());
      start = i;
    }
  }
  return words;
}

function computeWords(name: string): string[] {
  let text = name.trim();
  if (ASCII_UPPER_ONLY.test(text)) text = text.toLowerCase();
  const words: string[] = [];
  for (const part of text.split(/[^\p{L}\p{N}]+/u)) {
    if (!part) continue;
    // acronym followed by a word (HTTPServer), lower→upper (userName), letter↔digit boundaries kept together
    const pieces = part
      .replace(/([A-Z]+)([A-Z][a-z])/g, '$1 $2')
      .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
      .split(' ');
    for (const p of pieces) if (p) words.push(p.toLowerCase());
  }
  return words;
}

const capitalize = (w: string): string => {
  const c = w.charCodeAt(0);
  // Words are lower case: an ASCII letter needs no Unicode case tables.
  return isLower(c)
    ? String.fromCharCode(c - 32) + w.slice(1)
    : w.charAt(0).toUpperCase() + w.slice(1);
};

export function toCamelCase(name: string): string {
  const words = wordsOf(name);
  let out = words.length > 0 ? words[0] : '';
  for (let i = 1; i < words.length; i++) out += capitalize(words[i]);
  return out;
}

export function toPascalCase(name: string): string {
  let out = '';
  for (const word of wordsOf(name)) out += capitalize(word);
  return out;
}

export function toSnakeCase(name: string): string {
  return wordsOf(name).join('_');
}

export function toKebabCase(name: string): string {
  return wordsOf(name).join('-');
}

/** Reserved words of Java, Kotlin (hard keywords) and TypeScript, lower case. */
export const RESERVED_IDENTIFIERS: ReadonlySet<string> = new Set([
  // Java
  'abstract',
  'assert',
  'boolean',
  'break',
  'byte',
  'case',
  'catch',
  'char',
  'class',
  'const',
  'continue',
  'default',
  'do',
  'double',
  'else',
  'enum',
  'extends',
  'final',
  'finally',
  'float',
  'for',
  'goto',
  'if',
  'implements',
  'import',
  'instanceof',
  'int',
  'interface',
  'long',
  'native',
  'new',
  'package',
  'private',
  'protected',
  'public',
  'return',
  'short',
  'static',
  'strictfp',
  'super',
  'switch',
  'synchronized',
  'this',
  'throw',
  'throws',
  'transient',
  'try',
  'void',
  'volatile',
  'while',
  'true',
  'false',
  'null',
  'var',
  'record',
  'yield',
  // Kotlin hard keywords not in Java
  'as',
  'fun',
  'in',
  'is',
  'object',
  'typealias',
  'typeof',
  'val',
  'when',
  // TypeScript / JavaScript
  'delete',
  'debugger',
  'export',
  'function',
  'let',
  'with',
  'void',
  'await',
]);

/** Makes an identifier valid in every target language (see the module comment). */
export function safeIdentifier(name: string): string {
  if (!name) return '_';
  let id = name;
  const first = id.charCodeAt(0);
  if (first < 128 ? isDigit(first) : /^\p{N}/u.test(id)) id = `_${id}`;
  // Reserved words start with a lower-case ASCII letter: other names (class names) skip the lookup.
  if (isLower(id.charCodeAt(0)) && RESERVED_IDENTIFIERS.has(id)) {
    id = id === 'class' ? 'clazz' : `${id}_`;
  }
  return id;
}

const PLAIN_IDENTIFIER = /^[A-Za-z$][\w$]*$|^_[\w$]+$/;
/** Keys that snake_case keeps the meaning of; others (`+1`, `@type`) stay as written. */
const WORDY_KEY = /^[\p{L}_][\p{L}\p{N}_ .-]*$/u;

/** A column name for a key as a document writes it: `userName` → `user_name`, `+1` stays `+1`. */
export function columnNameOfKey(key: string): string {
  return WORDY_KEY.test(key) ? toSnakeCase(key) || key : key;
}

/**
 * A property name for a key as a document writes it (JSON, TypeScript): kept when it is an
 * identifier (`userName`, `Id`), made safe when reserved (`private` → `private_`), camel-cased
 * otherwise (`content-type` → `contentType`, `+1` → `plus1`); '' when the key has no letter or
 * digit to make one from (`@/*`).
 */
export function propertyNameOfKey(key: string): string {
  if (PLAIN_IDENTIFIER.test(key)) return safeIdentifier(key);
  const signed = key.replace(/^\+(?=\d)/, 'plus').replace(/^-(?=\d)/, 'minus');
  const camel = toCamelCase(signed);
  return camel ? safeIdentifier(camel) : '';
}

/** Column names repeat across a schema's tables: remember recent property names as well. */
const propertyCache = new Map<string, string>();

/** camelCase property name, safe as an identifier. */
export function toPropertyName(columnName: string): string {
  let property = propertyCache.get(columnName);
  if (property === undefined) {
    property = safeIdentifier(toCamelCase(columnName) || columnName);
    if (propertyCache.size >= WORDS_CACHE_MAX) propertyCache.clear();
    propertyCache.set(columnName, property);
  }
  return property;
}

export interface ClassNameOptions {
  stripTablePrefixes?: string[];
  stripTableSuffixes?: string[];
  /** Default true. */
  singularClassNames?: boolean;
}

/** Removes the first matching prefix and suffix (case-insensitive), never down to nothing. */
export function stripAffixes(
  name: string,
  prefixes: string[] = [],
  suffixes: string[] = [],
): string {
  let out = name;
  const lower = () => out.toLowerCase();
  const prefix = prefixes.find(
    (p) => p && lower().startsWith(p.toLowerCase()) && out.length > p.length,
  );
  if (prefix) out = out.slice(prefix.length);
  const suffix = suffixes.find(
    (s) => s && lower().endsWith(s.toLowerCase()) && out.length > s.length,
  );
  if (suffix) out = out.slice(0, out.length - suffix.length);
  return out;
}

/** Words pluralize would mangle or that read better unchanged as class names. */
const KEEP_AS_IS = new Set([
  'data',
  'status',
  'news',
  'media',
  'series',
  'species',
  'metadata',
  'info',
  'canvas',
  'bias',
  'lens',
  'axis',
  'basis',
]);

/** `sms`, `gps`, `cms`: an abbreviation (no vowel), not a plural. */
const NO_VOWEL = /^[^aeiouy]+$/;

/** pluralize tries its rules one regular expression at a time; table names end in few words. */
const singularCache = new Map<string, string>();

export function singularize(word: string): string {
  // Only words of letters are singularised: answer the others (`0` of `album_0`) without the memo.
  for (let i = 0; i < word.length; i++) {
    const c = word.charCodeAt(i);
    if (c < 128 && !isLower(c) && !isUpper(c)) return word;
  }
  let single = singularCache.get(word);
  if (single === undefined) {
    single = singularOf(word);
    if (singularCache.size >= WORDS_CACHE_MAX) singularCache.clear();
    singularCache.set(word, single);
  }
  return single;
}

function singularOf(word: string): string {
  const lower = word.toLowerCase();
  // `sensordata` and `jsondata` are data too.
  if (
    KEEP_AS_IS.has(lower) ||
    !/^[a-z]+$/.test(lower) ||
    lower.endsWith('data') ||
    NO_VOWEL.test(lower)
  )
    return word;
  const single = pluralize.singular(lower);
  return single === lower ? word : single;
}

/** `t_user_accounts` with prefix `t_` → `UserAccount`. Only the last word is singularised. */
export function toClassName(tableName: string, options?: ClassNameOptions): string {
  const prefixes = options?.stripTablePrefixes;
  const suffixes = options?.stripTableSuffixes;
  const stripped =
    prefixes?.length || suffixes?.length ? stripAffixes(tableName, prefixes, suffixes) : tableName;
  const words = wordsOf(stripped);
  if (words.length === 0) return safeIdentifier(tableName.trim() || 'Table');
  const last = words.length - 1;
  let out = '';
  for (let i = 0; i < last; i++) out += capitalize(words[i]);
  out += capitalize(options?.singularClassNames !== false ? singularize(words[last]) : words[last]);
  return safeIdentifier(out);
}
