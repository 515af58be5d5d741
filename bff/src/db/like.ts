/**
 * A case-insensitive "contains" pattern for `LOWER(column) LIKE :kw ESCAPE '!'`: the keyword in
 * lower case with `%`, `_` and `!` taken literally. '!' is the escape because a backslash means
 * different things in SQLite and MySQL literals.
 */
export const likePattern = (keyword: string) =>
  `%${keyword.toLowerCase().replace(/[!%_]/g, (c) => `!${c}`)}%`;
