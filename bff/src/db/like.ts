import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';

/**
 * A case-insensitive "contains" pattern for `LOWER(column) LIKE :kw ESCAPE '!'`: the keyword in
 * lower case with `%`, `_` and `!` taken literally. '!' is the escape because a backslash means
 * different things in SQLite and MySQL literals.
 */
export const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;

/**
 * Keeps the rows where any of `columns` (`alias.column`) contains `keyword`, case-insensitively.
 * LOWER() on both sides: SQLite's LIKE and MySQL's collations disagree on case otherwise, and
 * MariaDB keeps JSON text in a binary collation.
 */
export function whereAnyContains<T extends ObjectLiteral>(
  builder: SelectQueryBuilder<T>,
  columns: string[],
  keyword: string,
): SelectQueryBuilder<T> {
  const tests = columns.map((column) => `LOWER(${column}) LIKE :kw ESCAPE '!'`);
  return builder.andWhere(`(${tests.join(' OR ')})`, { kw: likePattern(keyword) });
}
