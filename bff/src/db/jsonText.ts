import type { ValueTransformer } from 'typeorm';

/** The key a text is kept under; no user's JSON paste or template uses it at the top level. */
const KEY = '$text';

/**
 * Keeps a text in a `json` column (the one long-text type both drivers accept; see ParserLog) as
 * `{ "$text": ... }`. A bare JSON string is not safe there: on MariaDB, mysql2 parses the value and
 * TypeORM parses the result again when it is still a string, so a text that is JSON itself (a
 * pasted JSON document, a package.json template, `42`) came back as an object or a number.
 *
 * Reading accepts the older forms too: a string is the text itself (every row on SQLite, and
 * texts that are not JSON on MariaDB; an older MariaDB text that was a JSON string, `"quoted"`,
 * arrives without its quotes, and nothing tells it apart). Anything else is an older MariaDB row
 * whose text was parsed on the way out: JSON.stringify gives the text back with the same content,
 * but not its original layout (spacing, line breaks) or the spelling of its numbers (`1.0` comes
 * back as `1`): the best recovery possible, since the original characters never reach the server.
 */
export const jsonText: ValueTransformer = {
  to: (text: string | undefined) => (text === undefined ? undefined : { [KEY]: text }),
  from: (value: unknown): string => {
    if (typeof value === 'string') return value;
    if (
      typeof value === 'object' &&
      value !== null &&
      !Array.isArray(value) &&
      Object.keys(value).length === 1 &&
      typeof (value as Record<string, unknown>)[KEY] === 'string'
    ) {
      return (value as Record<string, string>)[KEY];
    }
    return JSON.stringify(value);
  },
};
