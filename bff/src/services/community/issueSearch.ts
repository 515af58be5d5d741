import type { SelectQueryBuilder } from 'typeorm';
import { likePattern } from '../../db/like';
import type { Issue } from '../../entities/Issue';

/** At most this many words of a search count. */
const MAX_TERMS = 8;

/** InnoDB's default FULLTEXT stop words: a required stop word would match nothing. */
const INNODB_STOPWORDS = new Set(
  'a about an are as at be by com de en for from how i in is it la of on or that the this to was what when where who will with und www'.split(
    ' ',
  ),
);
/** innodb_ft_min_token_size: shorter words are not in the index. */
const INNODB_MIN_TOKEN = 3;

/** The words of a search: letters and digits of any script, lower-cased. */
export function searchTerms(q: string): string[] {
  return (q.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []).slice(0, MAX_TERMS);
}

/**
 * Restricts `query` (alias `i` on the issue table) to issues matching every word of `q` (`all`)
 * or any of them, by prefix, in title or content: FTS5 on SQLite, MATCH ... AGAINST in boolean
 * mode on MariaDB/MySQL. Words the MySQL index cannot hold fall back to LIKE on both columns.
 */
export function whereMatches(
  query: SelectQueryBuilder<Issue>,
  q: string,
  mode: 'all' | 'any',
): boolean {
  const terms = searchTerms(q);
  if (terms.length === 0) return false;
  const sqlite = query.connection.options.type === 'better-sqlite3';
  if (sqlite) {
    // Each word quoted (so FTS5 syntax in it is literal) and matched as a prefix.
    const match = terms
      .map((t) => `"${t.replace(/"/g, '""')}"*`)
      .join(mode === 'all' ? ' ' : ' OR ');
    query.andWhere('i.id IN (SELECT rowid FROM issue_fts WHERE issue_fts MATCH :ftsMatch)', {
      ftsMatch: match,
    });
    return true;
  }
  const indexed = terms.filter((t) => t.length >= INNODB_MIN_TOKEN && !INNODB_STOPWORDS.has(t));
  const short = terms.filter((t) => !indexed.includes(t));
  const conditions: string[] = [];
  const params: Record<string, string> = {};
  if (indexed.length > 0) {
    params.ftMatch = indexed.map((t) => `${mode === 'all' ? '+' : ''}${t}*`).join(' ');
    conditions.push('MATCH(i.title, i.content) AGAINST (:ftMatch IN BOOLEAN MODE)');
  }
  short.forEach((t, n) => {
    params[`like${n}`] = likePattern(t);
    conditions.push(
      `(LOWER(i.title) LIKE :like${n} ESCAPE '!' OR LOWER(i.content) LIKE :like${n} ESCAPE '!')`,
    );
  });
  query.andWhere(`(${conditions.join(mode === 'all' ? ' AND ' : ' OR ')})`, params);
  return true;
}
