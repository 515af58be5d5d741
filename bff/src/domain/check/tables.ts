import type { Problem, SqlDialect, Table } from '../../../../src/contract/text';

/** SQL words most databases reserve, so a table or column named this must be quoted everywhere. */
const COMMON_RESERVED = [
  'add',
  'all',
  'alter',
  'and',
  'as',
  'asc',
  'between',
  'by',
  'case',
  'check',
  'column',
  'constraint',
  'create',
  'cross',
  'default',
  'delete',
  'distinct',
  'drop',
  'else',
  'end',
  'exists',
  'foreign',
  'from',
  'full',
  'grant',
  'group',
  'having',
  'in',
  'index',
  'inner',
  'insert',
  'into',
  'is',
  'join',
  'left',
  'like',
  'not',
  'null',
  'on',
  'or',
  'order',
  'outer',
  'primary',
  'references',
  'right',
  'select',
  'set',
  'table',
  'then',
  'to',
  'union',
  'unique',
  'update',
  'values',
  'when',
  'where',
  'with',
];

/** Extra words per dialect that users often pick as names (`user`, `desc`, `level`...). */
const DIALECT_RESERVED: Record<SqlDialect, string[]> = {
  mysql: [
    'desc',
    'describe',
    'key',
    'keys',
    'range',
    'rank',
    'read',
    'release',
    'show',
    'usage',
    'interval',
    'condition',
    'match',
    'limit',
  ],
  postgresql: [
    'user',
    'analyse',
    'analyze',
    'limit',
    'offset',
    'only',
    'current_user',
    'session_user',
    'window',
    'desc',
  ],
  sqlserver: [
    'user',
    'desc',
    'key',
    'file',
    'identity',
    'rule',
    'plan',
    'public',
    'percent',
    'open',
    'close',
    'function',
    'schema',
  ],
  oracle: [
    'level',
    'size',
    'comment',
    'uid',
    'user',
    'rowid',
    'rownum',
    'session',
    'access',
    'file',
    'mode',
    'number',
    'desc',
    'date',
    'start',
  ],
  sqlite: ['desc', 'limit', 'offset'],
  db2: ['user', 'desc', 'key', 'level', 'count', 'year', 'month', 'day', 'hour'],
};

/** Java keywords and literals: a property with one of these names does not compile. */
const JAVA_KEYWORDS = new Set(
  (
    'abstract assert boolean break byte case catch char class const continue default do double ' +
    'else enum extends final finally float for goto if implements import instanceof int ' +
    'interface long native new package private protected public return short static strictfp ' +
    'super switch synchronized this throw throws transient try void volatile while true false null'
  ).split(' '),
);

/**
 * The common words plus the dialect's; with no dialect (a JSON or Java input), the words at least two
 * dialects reserve, so `user` or `desc` are flagged but not every word one database alone reserves.
 */
function reservedWords(dialect?: SqlDialect): Set<string> {
  const words = new Set(COMMON_RESERVED);
  if (dialect) {
    for (const w of DIALECT_RESERVED[dialect]) words.add(w);
    return words;
  }
  const seen = new Map<string, number>();
  for (const list of Object.values(DIALECT_RESERVED)) {
    for (const w of list) seen.set(w, (seen.get(w) ?? 0) + 1);
  }
  for (const [w, n] of seen) if (n >= 2) words.add(w);
  return words;
}

const INTEGER_TYPES =
  /^(tinyint|smallint|mediumint|int|integer|bigint|serial|bigserial|smallserial|int2|int4|int8|number|numeric|decimal)\b/;
const NUMERIC_OR_CHAR =
  /^(tinyint|smallint|mediumint|int|integer|bigint|int2|int4|int8|number|numeric|decimal|float|double|real|char|varchar|nvarchar|nchar|varchar2|nvarchar2|bit)\b/;
const FLOATING = /^(float|double|real|binary_float|binary_double)\b/;
const TIME_NAME = /(_time|_date|_at)$|^(create|update|modify|delete)d?_?(time|date|at)$/i;
const MONEY_NAME = /(^|_)(price|amount|fee|balance|cost|total)($|_)/i;
const ASCII_NAME = /^[A-Za-z_][A-Za-z0-9_$]*$/;

const key = (s: string) => s.toLowerCase();
const baseType = (sqlType: string) => sqlType.trim().toLowerCase();

/**
 * Problems in a field list before code is generated from it. Every rule has a stable kebab-case
 * `code` so the page can group and the API caller can filter.
 */
export function checkTables(tables: Table[], dialect?: SqlDialect): Problem[] {
  const problems: Problem[] = [];
  const reserved = reservedWords(dialect);
  const seenTables = new Map<string, string>();

  for (const table of tables) {
    const tableName = table.tableName;
    if (tableName.trim() === '') {
      problems.push({
        severity: 'error',
        code: 'empty-table-name',
        message: 'A table has no name. Give it a name before generating code.',
      });
    } else {
      const previous = seenTables.get(key(tableName));
      if (previous !== undefined) {
        problems.push({
          severity: 'error',
          code: 'duplicate-table',
          message: `Table "${tableName}" appears more than once (also as "${previous}"). Rename or remove one of them.`,
          tableName,
        });
      } else seenTables.set(key(tableName), tableName);
      checkName(problems, tableName, { tableName }, reserved, 'Table');
    }

    if (table.fields.length === 0) {
      problems.push({
        severity: 'error',
        code: 'empty-table',
        message: `Table "${tableName}" has no columns. Add at least one column.`,
        tableName,
      });
      continue;
    }
    if (!table.fields.some((f) => f.primaryKey)) {
      problems.push({
        severity: 'warning',
        code: 'no-primary-key',
        message: `Table "${tableName}" has no primary key. Mark the column that identifies a row (e.g. id) as the primary key; ORM entities and update/delete-by-id code need one.`,
        tableName,
      });
    }

    const seenColumns = new Map<string, string>();
    const seenProperties = new Map<string, string>();
    for (const field of table.fields) {
      const at = { tableName, columnName: field.columnName };
      const column = field.columnName;
      if (column.trim() === '') {
        problems.push({
          severity: 'error',
          code: 'empty-column-name',
          message: `A column of table "${tableName}" has no name. Give it a name or delete it.`,
          tableName,
        });
        continue;
      }
      const prevColumn = seenColumns.get(key(column));
      if (prevColumn !== undefined) {
        problems.push({
          severity: 'error',
          code: 'duplicate-column',
          message: `Column "${column}" appears more than once in table "${tableName}" (column names are case-insensitive in most databases, see "${prevColumn}"). Rename or remove one of them.`,
          ...at,
        });
      } else seenColumns.set(key(column), column);

      const property = field.propertyName;
      if (property !== '') {
        const prevProperty = seenProperties.get(property);
        if (prevProperty !== undefined) {
          problems.push({
            severity: 'error',
            code: 'duplicate-property',
            message: `Columns "${prevProperty}" and "${column}" of table "${tableName}" both map to property "${property}"; the generated class would not compile. Rename one property.`,
            ...at,
          });
        } else seenProperties.set(property, column);
        if (JAVA_KEYWORDS.has(property)) {
          problems.push({
            severity: 'error',
            code: 'reserved-property',
            message: `Property "${property}" of column "${column}" is a Java keyword; the generated class would not compile. Rename the property (e.g. "${property}Value").`,
            ...at,
          });
        }
      }
      checkName(problems, column, at, reserved, 'Column');
      checkType(problems, field, at);
    }
  }
  return problems;
}

function checkName(
  problems: Problem[],
  name: string,
  at: { tableName: string; columnName?: string },
  reserved: Set<string>,
  what: 'Table' | 'Column',
): void {
  if (reserved.has(key(name))) {
    problems.push({
      severity: 'warning',
      code: 'reserved-word',
      message: `${what} name "${name}" is a reserved SQL word; every query must quote it. Consider a name that is not reserved (e.g. "${name}_info" or "t_${name}").`,
      ...at,
    });
  }
  if (!ASCII_NAME.test(name)) {
    problems.push({
      severity: 'info',
      code: 'unusual-name',
      message: `${what} name "${name}" contains spaces, symbols or non-ASCII characters; generated code will quote it in SQL and derive an ASCII property/class name from it.`,
      ...at,
    });
  }
}

function checkType(
  problems: Problem[],
  field: Table['fields'][number],
  at: { tableName: string; columnName: string },
): void {
  const type = baseType(field.sqlType);
  const column = field.columnName;
  if (type === '') return;

  if (TIME_NAME.test(column) && NUMERIC_OR_CHAR.test(type)) {
    problems.push({
      severity: 'warning',
      code: 'time-stored-as-number',
      message: `Column "${column}" looks like a date/time but its type is ${field.sqlType}, so it maps to ${field.javaType} rather than a date type. If it holds epoch seconds/milliseconds or a formatted string that is intended; otherwise use datetime/timestamp/date.`,
      ...at,
    });
  }
  if (MONEY_NAME.test(column) && FLOATING.test(type)) {
    problems.push({
      severity: 'warning',
      code: 'float-for-money',
      message: `Column "${column}" looks like money but uses ${field.sqlType}; binary floating point cannot store 0.1 exactly. Use decimal(p,s), e.g. decimal(19,2) (BigDecimal in Java).`,
      ...at,
    });
  }
  if (/^(n?varchar2?|n?char|character varying|character)$/.test(type) && field.length === null) {
    problems.push({
      severity: 'warning',
      code: 'missing-length',
      message: `Column "${column}" is ${field.sqlType} without a length; the database default (often 1 for char, or an error for varchar) is rarely intended. Give a length, e.g. varchar(255).`,
      ...at,
    });
  }
  if (/^(decimal|numeric)$/.test(type) && field.precision === null) {
    problems.push({
      severity: 'info',
      code: 'missing-precision',
      message: `Column "${column}" is ${field.sqlType} without precision and scale; the database default applies (MySQL uses decimal(10,0), dropping fractions). State them, e.g. decimal(19,2).`,
      ...at,
    });
  }
  if (field.autoIncrement && !INTEGER_TYPES.test(type)) {
    problems.push({
      severity: 'error',
      code: 'auto-increment-type',
      message: `Column "${column}" is auto-increment but its type is ${field.sqlType}; only integer types can auto-increment. Use int or bigint.`,
      ...at,
    });
  }
}
