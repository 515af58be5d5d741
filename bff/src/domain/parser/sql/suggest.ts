/**
 * "Did you mean" for words the SQL reader skips: the keyword a misspelling is closest to. Only runs
 * when something is skipped, so its cost never touches a clean script.
 */

/**
 * Edit distance counting a swap of two neighbours as one edit (`UNSINGED`, `KYE`), stopping early
 * once it exceeds `max`.
 */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let prev = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const cur = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      cur[j] = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        cur[j] = Math.min(cur[j], before[j - 2] + 1);
      if (cur[j] < best) best = cur[j];
    }
    if (best > max) return max + 1;
    before = prev;
    prev = cur;
  }
  return prev[b.length];
}

/** How far a word may be from a keyword of this length and still count as its misspelling. */
const tolerance = (keyword: string) => (keyword.length >= 9 ? 2 : keyword.length >= 4 ? 1 : 0);

/** The keyword of `keywords` that `word` (upper case) misspells, if any; `strict` allows only one edit. */
export function closest(word: string, keywords: readonly string[], strict = false): string | null {
  let found: string | null = null;
  let distance = Infinity;
  for (const k of keywords) {
    const max = strict ? Math.min(1, tolerance(k)) : tolerance(k);
    if (word === k || max === 0) continue;
    const d = editDistance(word, k, max);
    if (d <= max && d < distance) {
      found = k;
      distance = d;
    }
  }
  return found;
}

/** Column constraint keywords a skipped word is compared with. */
export const COLUMN_KEYWORDS = [
  'NULL',
  'PRIMARY',
  'UNIQUE',
  'DEFAULT',
  'AUTO_INCREMENT',
  'AUTOINCREMENT',
  'IDENTITY',
  'UNSIGNED',
  'ZEROFILL',
  'COMMENT',
  'COLLATE',
  'CHARACTER',
  'CHARSET',
  'REFERENCES',
  'CONSTRAINT',
  'GENERATED',
  'CHECK',
  'ENABLE',
] as const;

/** Table constraint keywords that start an element of a CREATE TABLE list. */
export const TABLE_CONSTRAINT_KEYWORDS = [
  'CONSTRAINT',
  'PRIMARY',
  'FOREIGN',
  'UNIQUE',
  'CHECK',
  'INDEX',
  'FULLTEXT',
  'SPATIAL',
] as const;

/** What a keyword that was written alone, or misspelled, stands for in full. */
export const FULL_FORM: Record<string, string> = {
  NOT: 'NOT NULL',
  PRIMARY: 'PRIMARY KEY',
  FOREIGN: 'FOREIGN KEY',
  CHARACTER: 'CHARACTER SET',
};

/** What the column lost because a clause was skipped. */
export const CONSEQUENCE: Record<string, string> = {
  'NOT NULL': 'the column stays nullable',
  'PRIMARY KEY': 'the column is not a primary key',
  AUTO_INCREMENT: 'the column is not auto-increment',
  AUTOINCREMENT: 'the column is not auto-increment',
  IDENTITY: 'the column is not auto-increment',
  UNIQUE: 'the column is not unique',
  DEFAULT: 'the column has no default',
  COMMENT: 'the column has no comment',
};

/** Why a clause that starts with a known keyword could not be read. */
export const INCOMPLETE: Record<string, string> = {
  REFERENCES: 'REFERENCES needs a table name',
  CHECK: 'CHECK needs a condition in parentheses',
  COMMENT: 'COMMENT needs a quoted text',
  COLLATE: 'COLLATE needs a collation name',
  CHARSET: 'CHARSET needs a character set name',
  CONSTRAINT: 'CONSTRAINT needs a name and a constraint',
  GENERATED: 'expected GENERATED … AS IDENTITY or GENERATED … AS (expression)',
  AS: 'AS needs an expression',
  ON: 'expected ON UPDATE, ON CONFLICT or ON <filegroup>',
  WITH: 'expected WITH DEFAULT, WITH (options) or WITH SYSTEM VERSIONING',
  KEY: 'a bare KEY is MySQL only (PRIMARY KEY elsewhere)',
  INDEX: 'INDEX needs a name',
  FOR: 'expected FOR BIT DATA, FOR SBCS DATA or FOR MIXED DATA',
  USING: 'USING needs an index method or INDEX',
};
