import type { Diagnostic, ForeignKey, SqlDialect } from '../../../../../src/contract/text';
import type { RawField, RawTable } from '../types';
import {
  COLUMN_CLAUSE_WORDS,
  keyColumns,
  lowerCase,
  readColumn,
  readDefault,
  readReference,
  skipGroup,
  type ColumnDef,
} from './column';
import { computedType } from './computedType';
import type { Statement } from './split';
import { closest, COLUMN_KEYWORDS, editDistance, TABLE_CONSTRAINT_KEYWORDS } from './suggest';
import { tokenize, type Token } from './tokenizer';
import {
  createdKind,
  isName,
  isPunct,
  isWord,
  listBounds,
  matchParen,
  readQualifiedName,
  splitCommas,
} from './tokens';
import { COMMON_TYPE_ALIASES } from '../../typeMapping/profiles';

/** A type name, as a word or quoted (T-SQL scripts write `[nchar]` and `"int"`). */
const isTypeName = (t: Token | undefined): boolean =>
  t !== undefined &&
  (t.kind === 'word' || t.kind === 'quoted') &&
  Object.hasOwn(COMMON_TYPE_ALIASES, lowerCase(t.value));

/** A column definition ("name TYPE") starts at `k`. */
const columnAt = (sig: Token[], k: number): boolean => isName(sig[k]) && isTypeName(sig[k + 1]);

/** Something from `from` on reads as a column definition. */
function columnAfter(sig: Token[], from: number): boolean {
  for (let k = from; k + 1 < sig.length; k++) if (columnAt(sig, k)) return true;
  return false;
}

/**
 * Words a column definition goes on with on a new line (`WITH TIME ZONE`, `CHARACTER SET x`,
 * `FOR BIT DATA`, `GENERATED … AS`), so a type after them is not the start of another column.
 */
const CONTINUATION_WORDS = new Set([
  ...COLUMN_KEYWORDS,
  ...'NOT WITH WITHOUT ON AS KEY ALWAYS BY FOR USING VARYING PRECISION ARRAY TO'.split(' '),
]);

/** Statement words that are not column names, whatever type name follows them. */
const NEVER_COLUMNS = new Set(
  'FLUSH PURGE RESET KILL GRANT REVOKE VACUUM PRAGMA OPTIMIZE REPAIR TRUNCATE'.split(' '),
);

/** Words that start statements the reader passes over whole (their parentheses hold no table). */
const STATEMENT_STARTS = new Set(
  (
    'SELECT SET DECLARE DROP GRANT REVOKE UPDATE DELETE MERGE WITH BEGIN END IF ELSE ELSIF WHILE ' +
    'RETURN RETURNS USE LOCK UNLOCK START COMMIT ROLLBACK SAVEPOINT CALL DO GO PRINT FETCH OPEN ' +
    'CLOSE TRUNCATE ANALYZE VACUUM PRAGMA COPY LOAD SHOW DESCRIBE EXPLAIN RENAME REFRESH RAISERROR ' +
    'THROW LOOP FOR FOREACH CASE WHEN AS IS LANGUAGE DELIMITER SOURCE CONNECT SPOOL PROMPT WHENEVER ' +
    'EXIT VALUES CLUSTER REINDEX SECURITY LABEL IMPORT EXPORT RUNSTATS REORG DBCC BACKUP RESTORE ' +
    'DENY DISABLE ENABLE NOTIFY LISTEN PREPARE EXECUTE DEALLOCATE LOCKING FLUSH OPTIMIZE REPAIR ' +
    'CHECKPOINT ATTACH DETACH SELECTIVE REM XA HANDLER INSTALL UNINSTALL KILL PURGE CHANGE RESET'
  ).split(' '),
);

/** Table-option words that a type name may follow (`DEFAULT CHARACTER SET`, `WITH (…)` and such). */
const OPTION_WORDS = new Set([
  'DEFAULT',
  'WITH',
  'WITHOUT',
  'STRICT',
  'CHARACTER',
  'CHARSET',
  'COLLATE',
  'AS',
  'TABLESPACE',
]);

/** Kinds of CREATE … TABLE that are not tables of rows to read (SQLite FTS, Hive, PostgreSQL FDW, …). */
const OTHER_TABLE_KINDS = new Set(
  (
    'VIRTUAL EXTERNAL FOREIGN SHADOW HYBRID DYNAMIC ICEBERG TRANSIENT VOLATILE MULTISET SET ' +
    'SHARDED DUPLICATED BLOCKCHAIN IMMUTABLE SNAPSHOT STREAMING LIVE'
  ).split(' '),
);

interface TableState {
  table: RawTable;
  withoutRowid: boolean;
}

/**
 * A type declared under a name of its own (PostgreSQL `CREATE DOMAIN`, T-SQL `CREATE TYPE … FROM`
 * and `sp_addtype`, DB2 `CREATE DISTINCT TYPE`): what it stands for, read as a column of it.
 */
interface AliasType {
  field: RawField;
  notNull: boolean;
}

/** Words between CREATE and TABLE. */
const TABLE_PREFIX = new Set([
  'OR',
  'REPLACE',
  'GLOBAL',
  'LOCAL',
  'TEMPORARY',
  'TEMP',
  'UNLOGGED',
  'VOLATILE',
  'MULTISET',
  'TRANSIENT',
  'PRIVATE',
  'SHARDED',
  'DUPLICATED',
  'IMMUTABLE',
  'BLOCKCHAIN',
  // HSQLDB's table types.
  'CACHED',
  'MEMORY',
]);
const INDEX_PREFIX = new Set([
  'UNIQUE',
  'CLUSTERED',
  'NONCLUSTERED',
  'BITMAP',
  'FULLTEXT',
  'SPATIAL',
  'OR',
  'REPLACE',
]);

/** Words that may follow `CONSTRAINT name` in a table constraint (T-SQL `DEFAULT … FOR col` aside). */
const NAMED_KINDS = new Set([
  'PRIMARY',
  'UNIQUE',
  'FOREIGN',
  'CHECK',
  'EXCLUDE',
  'KEY',
  'INDEX',
  'CONNECTION',
]);

const NOT_COLUMNS = new Set(['PARTITION', 'SUBPARTITION', 'SUPPLEMENTAL', 'PERIOD', 'ROWS']);

const FULL_KIND: Record<string, string> = { PRIMARY: 'PRIMARY KEY', FOREIGN: 'FOREIGN KEY' };

/** `name (a, b)` after an index keyword: a key list starts with a column name, a type's `(10)` with a number. */
const keyListAt = (sig: Token[], k: number, e: number) =>
  k < e &&
  isPunct(sig[k], '(') &&
  sig[k + 1]?.kind !== 'number' &&
  !(isWord(sig[k + 1], 'MAX') && isPunct(sig[k + 2], ')'));

/**
 * The words `isTableConstraint` tells by what follows them: one set lookup for a column's name
 * instead of comparing it with each of them in turn.
 */
const CONSTRAINT_OPENERS = new Set([
  'CONSTRAINT',
  'PRIMARY',
  'FOREIGN',
  'UNIQUE',
  'CHECK',
  'EXCLUDE',
  'KEY',
  'INDEX',
  'FULLTEXT',
  'SPATIAL',
  'LIKE',
  'PERIOD',
  'SUPPLEMENTAL',
  'NOT',
  'CLUSTER',
]);

/** DM (达梦) writes `[NOT] CLUSTER` before a key: `NOT CLUSTER PRIMARY KEY (id)`. The words it takes. */
function clusterWords(sig: Token[], i: number, e: number): number {
  const n =
    isWord(sig[i], 'NOT') && isWord(sig[i + 1], 'CLUSTER') ? 2 : isWord(sig[i], 'CLUSTER') ? 1 : 0;
  if (n === 0 || i + n + 1 >= e) return 0;
  const kind = sig[i + n];
  const after = sig[i + n + 1];
  const keyed =
    (isWord(kind, 'PRIMARY') && isWord(after, 'KEY')) ||
    (isWord(kind, 'UNIQUE') && (isWord(after, 'KEY') || isPunct(after, '(')));
  return keyed ? n : 0;
}

/**
 * Element starts that make a table constraint rather than a column. A keyword that is also a
 * column's name (`key text`, `unique boolean`, `index int`, `check varchar(10)`) stays a column: a
 * constraint is told by what follows its keyword.
 */
function isTableConstraint(sig: Token[], s: number, e: number): boolean {
  const t = sig[s];
  if (t.kind !== 'word' || !CONSTRAINT_OPENERS.has(t.upper)) return false;
  const next = sig[s + 1];
  const n = s + 1 < e && next.kind === 'word' ? next.upper : '';
  switch (t.upper) {
    case 'CONSTRAINT': {
      // MySQL allows the name to be left out: `CONSTRAINT PRIMARY KEY (id)`.
      if (NAMED_KINDS.has(n)) return true;
      if (!isName(next) || s + 2 >= e) return false;
      const kind = sig[s + 2];
      if (kind.kind !== 'word') return kind.kind !== 'punct';
      if (kind.upper === 'DEFAULT') return sig.slice(s + 3, e).some((x) => x.upper === 'FOR');
      // `constraint text NOT NULL` is a column named constraint; an unknown word is a misspelled kind.
      return NAMED_KINDS.has(kind.upper) || !COLUMN_CLAUSE_WORDS.has(kind.upper);
    }
    case 'PRIMARY':
    case 'FOREIGN':
      return n === 'KEY';
    case 'UNIQUE':
      return (
        isPunct(next, '(') ||
        ['KEY', 'INDEX', 'NULLS', 'CLUSTERED', 'NONCLUSTERED'].includes(n) ||
        (isName(next) && keyListAt(sig, s + 2, e))
      );
    case 'CHECK':
      return isPunct(next, '(') || n === 'NOT';
    case 'EXCLUDE':
      return isPunct(next, '(') || n === 'USING';
    case 'KEY':
    case 'INDEX':
    case 'FULLTEXT':
    case 'SPATIAL':
      return (
        isPunct(next, '(') ||
        n === 'KEY' ||
        n === 'INDEX' ||
        n === 'USING' ||
        (isName(next) &&
          (keyListAt(sig, s + 2, e) ||
            ['USING', 'CLUSTERED', 'NONCLUSTERED', 'UNIQUE'].includes(sig[s + 2]?.upper ?? '')))
      );
    case 'LIKE':
      return (
        isName(next) &&
        (s + 2 >= e || sig[s + 2].upper === 'INCLUDING' || sig[s + 2].upper === 'EXCLUDING')
      );
    case 'PERIOD':
      return n === 'FOR';
    case 'NOT':
    case 'CLUSTER':
      return clusterWords(sig, s, e) > 0;
    // Oracle `SUPPLEMENTAL LOG DATA (ALL) COLUMNS` / `SUPPLEMENTAL LOG GROUP g (c)`.
    case 'SUPPLEMENTAL':
      return n === 'LOG';
    default:
      return false;
  }
}

/** Whether a word is long enough to be PRIMARY or FOREIGN or one edit away from them. */
const ownsKey = (upper: string) => upper.length >= 6 && upper.length <= 8;

/**
 * An element that is neither a column nor a table constraint the reader knows: a misspelled
 * constraint keyword (`PRIMARY KY (id)`, `CONSTRANT pk PRIMARY KEY (id)`, `PRIMRY KEY (id)`) or a
 * name directly followed by a parenthesis (`UNIQE (a)`), which no column definition is. Answers
 * what was probably meant ('' when nothing is close), or null for a column.
 */
function misspelledConstraint(sig: Token[], s: number, e: number): string | null {
  const t = sig[s];
  if (t.kind !== 'word' || s + 1 >= e) return null;
  const next = sig[s + 1];
  const n = next.kind === 'word' ? next.upper : '';
  // `PRIMARY KY (id)`: a key list follows a KEY-like word. That only counts after PRIMARY or FOREIGN
  // (or a one-edit misspelling of them, 6 to 8 letters), so the edit distance is not worked out for
  // every `name INT(11)` or `code CHAR(3)`.
  const nearKey =
    ownsKey(t.upper) &&
    (n === 'KEY' || (isPunct(sig[s + 2], '(') && n.length >= 2 && editDistance(n, 'KEY', 1) <= 1));
  const kindAfter = isName(next) && NAMED_KINDS.has(sig[s + 2]?.upper ?? '');
  const paren = isPunct(next, '(');
  // Cheap shape checks first: the keyword comparison runs only for elements shaped like a constraint.
  if (!nearKey && !kindAfter && !paren) return null;
  const exact = (TABLE_CONSTRAINT_KEYWORDS as readonly string[]).includes(t.upper);
  const keyword = exact ? t.upper : closest(t.upper, TABLE_CONSTRAINT_KEYWORDS);
  if ((keyword === 'PRIMARY' || keyword === 'FOREIGN') && nearKey) return `${keyword} KEY`;
  if (keyword === 'CONSTRAINT' && !exact && kindAfter) return 'CONSTRAINT';
  return paren ? (keyword ?? '') : null;
}

/** The state of the schema a script builds: its tables in creation order. */
export class Schema {
  private tables = new Map<string, TableState>();
  readonly diagnostics: Diagnostic[] = [];
  /** INSERT statements seen: read as data when the script declares no table. */
  insertCount = 0;

  constructor(
    private readonly text: string,
    private readonly dialect: SqlDialect,
    /** Each field states its line (`ReaderOptions.withoutFieldLines`). */
    private readonly fieldLines = true,
  ) {}

  /** Which column of a composite key a foreign key without referenced columns stands for. */
  private keyPosition: WeakMap<ForeignKey, number> | undefined;

  /**
   * A column or key named a foreign key: only then are the fields looked over at the end (a pass
   * over every field of a dump, cold in the cache by then).
   */
  private references = false;

  result(): RawTable[] {
    const tables: RawTable[] = [];
    for (const state of this.tables.values()) tables.push(state.table);
    if (this.references) {
      for (const table of tables) for (const f of table.fields) this.resolveReference(f);
    }
    return tables;
  }

  /** Types declared under names of their own, by lower-case name (few scripts declare any). */
  private aliases: Map<string, AliasType> | undefined;

  /**
   * `readColumn` with this script's options, noting a column that names a foreign key; a column of
   * a declared type gets the type it stands for.
   */
  private column(sig: Token[], s: number, e: number): ColumnDef | null {
    const def = readColumn(sig, s, e, this.text, this.dialect, this.fieldLines);
    if (def?.field.foreignKey) this.references = true;
    if (def && this.aliases) this.resolveAlias(def);
    return def;
  }

  /** A computed column without a type of its own (T-SQL, SQLite): the type its expression yields. */
  private computedColumnType(state: TableState, sig: Token[], def: ColumnDef) {
    if (!def.expression) return;
    const [from, to] = def.expression;
    const type = computedType(sig, from, to, this.text, this.dialect, (name) =>
      this.field(state, name),
    );
    if (!type) return;
    const f = def.field;
    f.sqlType = type.sqlType;
    f.length = type.length;
    f.precision = type.precision;
    f.scale = type.scale;
  }

  /** The column's type is a declared one: its base type, size, NOT NULL and default. */
  private resolveAlias(def: ColumnDef) {
    const f = def.field;
    const dimensions = f.sqlType.endsWith('[]') ? f.sqlType.slice(f.sqlType.indexOf('[')) : '';
    const alias = this.aliases?.get(f.sqlType.slice(0, f.sqlType.length - dimensions.length));
    if (!alias) return;
    const a = alias.field;
    f.sqlType = a.sqlType + dimensions;
    if (f.length === null && f.precision === null && f.scale === null) {
      f.length = a.length;
      f.precision = a.precision;
      f.scale = a.scale;
    }
    if (a.unsigned) f.unsigned = true;
    if (a.array) f.array = true;
    if (alias.notNull && !def.explicitNull && !def.notNull) {
      def.notNull = true;
      f.nullable = false;
    }
    if (f.defaultValue === null) f.defaultValue = a.defaultValue;
  }

  /**
   * Notes the type declared by `CREATE DOMAIN`, `CREATE TYPE … FROM` or `CREATE DISTINCT TYPE`:
   * `name` starts the statement's name, its type follows the word `joiner`. Other CREATE TYPE
   * statements (enums, composites, objects) declare no alias and are passed over.
   */
  private aliasType(sig: Token[], name: number, joiner: 'AS' | 'FROM') {
    const q = readQualifiedName(sig, name);
    if (!q) return;
    let k = q.next;
    if (isWord(sig[k], joiner)) k++;
    else if (joiner === 'FROM') return;
    this.defineAlias([sig[q.next - 1], ...sig.slice(k)], this.text, false);
  }

  /** `tokens`: the type's name, then its type and clauses, as a column definition reads them. */
  private defineAlias(tokens: Token[], text: string, notNull: boolean) {
    const def = readColumn(tokens, 0, tokens.length, text, this.dialect, false);
    if (!def || !def.typed) return;
    this.aliases ??= new Map();
    this.aliases.set(lowerCase(tokens[0].value), {
      field: def.field,
      notNull: notNull || def.notNull,
    });
  }

  /** T-SQL `sp_addtype name, 'varchar(6)' [, 'NOT NULL']`, arguments by position or by name. */
  private addType(sig: Token[], from: number) {
    const args = procedureArgs(sig, from, ['@typename', '@phystype', '@nulltype']);
    const name = args.get('@typename')?.[0];
    const type = args.get('@phystype');
    if (!name || !isName(name) || !type) return;
    const nullType = args.get('@nulltype')?.[0];
    const notNull = nullType?.kind === 'string' && /^\s*NOT\s+NULL\s*$/i.test(nullType.value);
    if (type[0].kind === 'string') {
      const typeText = type[0].value;
      const typeTokens = tokenize(typeText, this.dialect).filter(
        (t) => t.kind !== 'comment' && t.kind !== 'delimiter',
      );
      this.defineAlias([name, ...typeTokens], typeText, notNull);
    } else {
      this.defineAlias([name, ...type], this.text, notNull);
    }
  }

  /**
   * A foreign key names its target as the referenced table's own spelling, so `REFERENCES
   * northwind.EMPLOYEES` and `CREATE TABLE employees` meet; one that names no column points at the
   * target's primary key (by position for a composite key). Done at the end: the target may be
   * created, or get its key, later in the script.
   */
  private resolveReference(f: RawField) {
    const fk = f.foreignKey;
    if (!fk) return;
    const target = this.tables.get(this.key(fk.table));
    if (!target) return;
    fk.table = target.table.tableName;
    if (fk.column) {
      const col = this.field(target, fk.column);
      if (col) fk.column = col.columnName;
      return;
    }
    const keys = target.table.fields.filter((k) => k.primaryKey);
    fk.column = keys[this.keyPosition?.get(fk) ?? 0]?.columnName ?? '';
  }

  read(stmt: Statement): void {
    const sig = stmt.sig;
    const first = sig[0];
    if (!first) return;
    switch (first.upper) {
      case 'CREATE':
        this.create(stmt, sig);
        break;
      case 'ALTER':
        if (isWord(sig[1], 'TABLE')) this.alterTable(sig);
        else if (isWord(sig[1], 'SEQUENCE')) this.ownedBy(sig);
        break;
      case 'COMMENT':
        if (isWord(sig[1], 'ON')) this.commentOn(sig);
        break;
      case 'EXEC':
      case 'EXECUTE':
        this.procedure(sig, 1);
        break;
      case 'DECLARE':
        // A T-SQL batch without semicolons (PowerDesigner): `DECLARE @u sysname SELECT @u =
        // user_name() EXECUTE sp_addextendedproperty …` up to the next GO is one statement.
        for (let k = 1; k < sig.length; k++)
          if (isWord(sig[k], 'EXEC') || isWord(sig[k], 'EXECUTE')) this.procedure(sig, k + 1);
        break;
      case 'INSERT':
      case 'REPLACE':
        this.insertCount++;
        break;
      case 'DROP':
        this.dropTable(sig);
        break;
      default:
        if (/^SP_((ADD|UPDATE)EXTENDEDPROPERTY|ADDTYPE)$/.test(first.upper)) this.procedure(sig, 0);
        else this.stray(sig);
    }
  }

  /**
   * A statement that starts like a column definition ("name TYPE") or with a closing bracket is
   * the part of a CREATE TABLE that ended up outside it (lines moved, a ")" or ";" too early):
   * skipped, but said, so its columns are not lost unseen.
   */
  private stray(sig: Token[]) {
    const first = sig[0];
    // `FLUSH BINARY LOGS` opens with a word no column is named and a type name.
    let at = columnAt(sig, 0) && !NEVER_COLUMNS.has(first.upper) ? 0 : -1;
    // Not a statement this reader knows of: look for a column anywhere in it.
    if (at < 0 && !(first.kind === 'word' && STATEMENT_STARTS.has(first.upper))) {
      for (let k = 1; k + 1 < sig.length && at < 0; k++) {
        const before = sig[k - 1];
        const boundary = ['(', ')', ','].some((p) => isPunct(before, p));
        if (boundary && columnAt(sig, k)) at = k;
      }
    }
    if (at >= 0) {
      this.diagnose(
        sig[at],
        `Skipped "${sig[at].value} ${sig[at + 1].value}…": it reads as a column definition outside any CREATE TABLE`,
      );
    } else if (isPunct(first, ')') || isPunct(first, ',')) {
      this.diagnose(first, `Skipped text that starts with "${first.value}": not a statement`);
    }
  }

  /**
   * Not through the shared lower-case cache: table names are mostly distinct, so each would miss it
   * and push out the column and type names that do recur (an all lower-case name is not copied).
   */
  private key(name: string): string {
    return name.toLowerCase();
  }

  /**
   * The table under `key`, last in creation order: a table created again moves to the end. One
   * lookup for a new name (nearly every CREATE TABLE of a dump), each a likely cache miss in a map
   * of thousands.
   */
  private add(key: string, state: TableState) {
    const size = this.tables.size;
    this.tables.set(key, state);
    if (this.tables.size > size) return;
    this.tables.delete(key);
    this.tables.set(key, state);
  }

  private find(parts: string[] | undefined): TableState | undefined {
    if (!parts || parts.length === 0) return undefined;
    return this.tables.get(this.key(parts[parts.length - 1]));
  }

  private field(state: TableState, name: string): RawField | undefined {
    const lower = lowerCase(name);
    const fields = state.table.fields;
    for (let k = 0; k < fields.length; k++) {
      if (lowerCase(fields[k].columnName) === lower) return fields[k];
    }
    return undefined;
  }

  private diagnose(t: Token, message: string) {
    this.diagnostics.push({ line: t.line, column: t.column, message });
  }

  private reportSkipped(def: ColumnDef) {
    for (const x of def.skipped) this.diagnose(x.token, x.message);
  }

  /** A list element that is neither a column nor a constraint: skipped whole, with what it resembles. */
  private skipElement(
    tableName: string,
    sig: Token[],
    s: number,
    e: number,
    meant: string,
    statement = 'CREATE TABLE',
  ) {
    const raw = this.text.slice(sig[s].start, sig[e - 1].end).replace(/\s+/g, ' ');
    const shown = raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
    const hint = meant ? `did you mean ${meant}?` : 'not a column or a constraint';
    this.diagnose(sig[s], `${statement} ${tableName}: skipped "${shown}" (${hint})`);
  }

  /** CREATE statements by the kind of object they make (`TABLE`, `VIEW`, …). */
  readonly created = new Map<string, number>();

  private create(stmt: Statement, sig: Token[]) {
    const made = createdKind(sig);
    if (made !== null) this.created.set(made, (this.created.get(made) ?? 0) + 1);
    let i = 1;
    while (
      i < sig.length &&
      (TABLE_PREFIX.has(sig[i].upper) || (sig[i].upper === 'ALTER' && isWord(sig[i - 1], 'OR')))
    )
      i++;
    const kind = sig[i]?.upper;
    if (kind === 'TABLE') {
      // mysqldump writes `/*!50001 CREATE TABLE v (...) */` placeholders for views: not tables.
      if (sig[0].exec) return;
      this.createTable(stmt, sig, i + 1);
      return;
    }
    if (kind === 'SEQUENCE') {
      this.ownedBy(sig);
      return;
    }
    // DB2's materialised query tables: `CREATE SUMMARY TABLE t AS (SELECT …)`.
    if (kind === 'SUMMARY' && isWord(sig[i + 1], 'TABLE')) {
      const q = readQualifiedName(sig, i + 2);
      this.diagnose(
        sig[i],
        `CREATE SUMMARY TABLE ${q?.parts.at(-1) ?? ''}: its columns come from a query, which is not read; the table is left out`,
      );
      return;
    }
    if (kind === 'DOMAIN') {
      this.aliasType(sig, i + 1, 'AS');
      return;
    }
    if (kind === 'TYPE') {
      this.aliasType(sig, i + 1, 'FROM');
      return;
    }
    if (kind === 'DISTINCT' && isWord(sig[i + 1], 'TYPE')) {
      this.aliasType(sig, i + 2, 'AS');
      return;
    }
    // `CREATE ATE TABLE t (...)`: a word CREATE TABLE does not take; the table would vanish unseen.
    if (
      kind !== undefined &&
      sig[i].kind === 'word' &&
      !OTHER_TABLE_KINDS.has(kind) &&
      [1, 2].some((d) => isWord(sig[i + d], 'TABLE'))
    ) {
      this.diagnose(
        sig[i],
        `Could not read this CREATE TABLE: "${sig[i].value}" is not a word it takes, so the table was skipped`,
      );
      return;
    }
    let k = 1;
    while (k < sig.length && INDEX_PREFIX.has(sig[k].upper)) k++;
    if (isWord(sig[k], 'INDEX') && sig.slice(1, k).some((t) => t.upper === 'UNIQUE'))
      this.uniqueIndex(sig, k + 1);
  }

  private createTable(stmt: Statement, sig: Token[], i: number) {
    if (isWord(sig[i], 'IF') && isWord(sig[i + 1], 'NOT') && isWord(sig[i + 2], 'EXISTS')) i += 3;
    const name = readQualifiedName(sig, i);
    if (!name) {
      this.diagnose(sig[i] ?? sig[0], 'Could not read the table name of this CREATE TABLE');
      return;
    }
    const j = name.next;
    const tableName = name.parts[name.parts.length - 1];
    if (!isPunct(sig[j], '(')) {
      const w = sig[j]?.upper;
      if (w === 'LIKE') {
        this.likeTable(stmt, name.parts, sig, j + 1);
        return;
      }
      if (w === 'AS') {
        this.diagnose(
          sig[j],
          `CREATE TABLE ${tableName} AS …: its columns come from a query, which is not read; the table is left out`,
        );
        return;
      }
      // pg_dump partitions (`PARTITION OF parent`), typed tables (`OF type`), clones: no columns
      // of their own.
      if (
        w === undefined ||
        w === 'PARTITION' ||
        w === 'OF' ||
        w === 'USING' ||
        w === 'CLONE' ||
        w === 'COPY'
      )
        return;
      this.diagnose(sig[j], `Could not read CREATE TABLE ${tableName}: expected "("`);
      return;
    }
    // SQLite's own bookkeeping tables (`sqlite_sequence` in a `.schema` listing).
    if (this.dialect === 'sqlite' && tableName.toLowerCase().startsWith('sqlite_')) return;
    // Its fields come from `readColumn` (and copies of them), laid out for `finishInPlace`.
    const table: RawTable = {
      tableName,
      comment: '',
      fields: [],
      line: stmt.line,
      finishInPlace: true,
    };
    if (name.parts.length > 1) table.schema = name.parts[name.parts.length - 2];
    const state: TableState = { table, withoutRowid: false };
    const bounds: number[] = [];
    const close = listBounds(sig, j, sig.length, bounds);
    const stop = close < 0 ? sig.length : close;
    if (close < 0)
      this.diagnose(sig[j], `CREATE TABLE ${tableName}: the column list is not closed`);
    const constraints: Array<[number, number]> = [];
    let untypedComputed: ColumnDef[] | undefined;
    // Without comments in the statement there is no trailing comment to look for.
    const positions = stmt.tokens.length > sig.length ? positionsIn(stmt.tokens) : null;
    for (let k = 0; k < bounds.length; k += 2) {
      const s = bounds[k];
      const e = bounds[k + 1];
      if (s >= e) {
        // `a int, , b int`: the comma ending an empty element is the stray one.
        if (e < stop) this.diagnose(sig[e], `CREATE TABLE ${tableName}: stray comma skipped`);
        continue;
      }
      if (isWord(sig[s], 'LIKE') && this.likeElement(table, sig, s, e)) continue;
      if (isTableConstraint(sig, s, e)) {
        this.lineOfItsOwn(tableName, sig, s, e);
        constraints.push([s, e]);
        continue;
      }
      const meant = misspelledConstraint(sig, s, e);
      if (meant !== null) {
        this.skipElement(tableName, sig, s, e, meant);
        continue;
      }
      const def = this.column(sig, s, e);
      if (!def) {
        this.diagnose(sig[s], `CREATE TABLE ${tableName}: could not read this column definition`);
        continue;
      }
      this.swallowed(tableName, sig, s, e);
      this.reportSkipped(def);
      if (!def.field.comment && positions) {
        def.field.comment = trailingComment(stmt.tokens, positions[e - 1], sig[e]);
      }
      table.fields.push(def.field);
      if (def.expression && def.field.sqlType === '') (untypedComputed ??= []).push(def);
    }
    // Once every column is known: a computed column may read the ones after it.
    if (untypedComputed) {
      for (const def of untypedComputed) this.computedColumnType(state, sig, def);
    }
    const last = stop - 1;
    // SQL Server takes a comma before the `)` (Microsoft's own install scripts have them), unless
    // columns follow the `)`: then the list was closed too early.
    if (
      last > j &&
      isPunct(sig[last], ',') &&
      !isPunct(sig[last - 1], ',') &&
      (this.dialect !== 'sqlserver' || columnAfter(sig, stop + 1))
    )
      this.diagnose(sig[last], `CREATE TABLE ${tableName}: stray comma before ")" skipped`);
    for (const [s, e] of constraints) this.tableConstraint(state, sig, s, e);
    // Table options after the list: MySQL `COMMENT='...'`, SQLite `WITHOUT ROWID`, PostgreSQL INHERITS.
    for (let k = stop + 1; k < sig.length; k++) {
      const t = sig[k];
      if (t.upper === 'INHERITS' && isPunct(sig[k + 1], '(')) {
        const end = skipGroup(sig, k + 1, sig.length);
        const parents = splitCommas(sig, k + 2, end - 1)
          .map(([a, b]) => readQualifiedName(sig, a, b))
          .map((q) => (q ? this.find(q.parts) : undefined));
        // Old-style partitions (pg_dump of pagila): a child with no columns of its own is not a table.
        if (table.fields.length === 0) return;
        const inherited = parents.flatMap((p) => (p ? p.table.fields.map((f) => ({ ...f })) : []));
        table.fields = [...inherited, ...table.fields];
        k = end - 1;
      } else if (t.upper === 'COMMENT') {
        const v = isPunct(sig[k + 1], '=') ? sig[k + 2] : sig[k + 1];
        if (v?.kind === 'string') table.comment = v.value;
      } else if (t.upper === 'WITHOUT' && isWord(sig[k + 1], 'ROWID')) state.withoutRowid = true;
      else if (isPunct(t, '(')) k = skipGroup(sig, k, sig.length) - 1;
    }
    if (close >= 0) this.afterList(tableName, sig, close);
    this.rowidAlias(state);
    this.add(this.key(tableName), state);
  }

  /** MySQL `CREATE TABLE t LIKE source`: a copy of the source's columns and comment. */
  private likeTable(stmt: Statement, parts: string[], sig: Token[], at: number) {
    const tableName = parts[parts.length - 1];
    const source = readQualifiedName(sig, at);
    const state = source ? this.find(source.parts) : undefined;
    if (!source || !state) {
      const shown = source ? source.parts.join('.') : 'a table';
      this.diagnose(
        sig[at] ?? sig[at - 1],
        `CREATE TABLE ${tableName} LIKE ${shown}: ${shown} is not created in this script, so the columns of ${tableName} are not known`,
      );
      return;
    }
    const table: RawTable = {
      tableName,
      comment: state.table.comment,
      fields: state.table.fields.map((f) => likeCopy(f, ALL_LIKE_PARTS)),
      line: stmt.line,
    };
    if (parts.length > 1) table.schema = parts[parts.length - 2];
    this.add(this.key(tableName), { table, withoutRowid: state.withoutRowid });
  }

  /**
   * `(LIKE source [INCLUDING …])` among the columns: the source's columns, with what the options
   * include (PostgreSQL copies names, types and NOT NULL only unless told; MySQL everything).
   * False when the element is not one (a column named `like`).
   */
  private likeElement(table: RawTable, sig: Token[], s: number, e: number): boolean {
    const source = readQualifiedName(sig, s + 1, e);
    if (!source) return false;
    const state = this.find(source.parts);
    if (!state) {
      // `like varchar(10)` is a column; `LIKE t INCLUDING ALL` names a table the script lacks.
      if (isTypeName(sig[s + 1]) && !isWord(sig[source.next], 'INCLUDING')) return false;
      this.diagnose(
        sig[s + 1],
        `CREATE TABLE ${table.tableName}: LIKE ${source.parts.join('.')} names a table this script does not create; its columns are not known`,
      );
      return true;
    }
    const parts = this.dialect === 'postgresql' ? likeParts(sig, source.next, e) : ALL_LIKE_PARTS;
    for (const f of state.table.fields) table.fields.push(likeCopy(f, parts));
    return true;
  }

  /** `DROP [TEMPORARY] TABLE [IF EXISTS] a, b`: tables created before it are gone. */
  private dropTable(sig: Token[]) {
    if (isWord(sig[1], 'INDEX')) {
      this.dropIndex(sig);
      return;
    }
    let k = isWord(sig[1], 'TEMPORARY') ? 2 : 1;
    if (!isWord(sig[k], 'TABLE')) return;
    k++;
    if (isWord(sig[k], 'IF') && isWord(sig[k + 1], 'EXISTS')) k += 2;
    for (const [a, b] of splitCommas(sig, k, sig.length)) {
      const name = readQualifiedName(sig, a, b);
      if (name) this.tables.delete(this.key(name.parts[name.parts.length - 1]));
    }
  }

  /**
   * Table options never hold an unmatched ")" nor a "name TYPE" element: either means a ")" closed
   * the column list early (a typo inside a column), and the columns after it would be lost unseen.
   */
  private afterList(tableName: string, sig: Token[], close: number) {
    let depth = 0;
    for (let k = close + 1; k < sig.length; k++) {
      const t = sig[k];
      if (isPunct(t, '(')) depth++;
      else if (isPunct(t, ')')) {
        if (depth === 0) {
          this.diagnose(
            t,
            `CREATE TABLE ${tableName}: an unmatched ")" after the column list; a ")" inside a column may close the list early, and the columns after it were not read`,
          );
          return;
        }
        depth--;
      } else if (
        depth === 0 &&
        (k === close + 1 || isPunct(sig[k - 1], ',')) &&
        isName(t) &&
        !OPTION_WORDS.has(t.upper) &&
        isTypeName(sig[k + 1])
      ) {
        this.diagnose(
          t,
          `CREATE TABLE ${tableName}: "${t.value} ${sig[k + 1].value}" after the column list reads as a column that was not read; is a ")" misplaced?`,
        );
        return;
      }
    }
  }

  /**
   * A column that holds what reads as the next column: a quoted name running over a line break (its
   * closing quote or bracket is missing) or a comma followed by "name TYPE" inside an unclosed
   * bracket. Said once, so the columns it swallowed are not lost unseen.
   */
  private swallowed(tableName: string, sig: Token[], s: number, e: number) {
    const name = sig[s];
    if (name.kind === 'quoted' && (name.value.includes('\n') || name.value.includes('\r'))) {
      const shown = name.value.replace(/\s+/g, ' ');
      this.diagnose(
        name,
        `CREATE TABLE ${tableName}: the column name "${shown.length > 40 ? `${shown.slice(0, 40)}…` : shown}" runs over a line break; is a closing quote or bracket missing?`,
      );
      return;
    }
    for (let k = s + 1; k + 2 < e; k++) {
      if (isPunct(sig[k], ',') && isName(sig[k + 1]) && isTypeName(sig[k + 2])) {
        this.diagnose(
          sig[k + 1],
          `CREATE TABLE ${tableName}: "${sig[k + 1].value} ${sig[k + 2].value}" was read as part of the column before it; is a bracket or parenthesis not closed?`,
        );
        return;
      }
    }
    this.lineOfItsOwn(tableName, sig, s, e);
  }

  /**
   * A line of its own inside a column or table constraint that reads "name TYPE": the comma before
   * it is missing or hidden in a comment, so a column was read as part of the element before it.
   */
  private lineOfItsOwn(tableName: string, sig: Token[], s: number, e: number) {
    for (let k = s + 2; k + 1 < e; k++) {
      const t = sig[k];
      const type = sig[k + 1];
      if (
        t.line > sig[k - 1].line &&
        (t.kind === 'word' || t.kind === 'quoted') &&
        !(t.kind === 'word' && CONTINUATION_WORDS.has(t.upper)) &&
        type.line === t.line &&
        isTypeName(type)
      ) {
        this.diagnose(
          t,
          `CREATE TABLE ${tableName}: "${t.value} ${type.value}" on a line of its own was read as part of the element before it; is a comma missing, or hidden in a comment?`,
        );
        return;
      }
    }
  }

  /** SQLite: a single-column INTEGER PRIMARY KEY is the rowid and auto-assigns. */
  private rowidAlias(state: TableState) {
    if (this.dialect !== 'sqlite' || state.withoutRowid) return;
    const keys = state.table.fields.filter((f) => f.primaryKey);
    if (keys.length === 1 && keys[0].sqlType === 'integer') keys[0].autoIncrement = true;
  }

  /** `[CONSTRAINT n] PRIMARY KEY (...)`, `UNIQUE (...)`, T-SQL `DEFAULT x FOR col`; others ignored. */
  private tableConstraint(
    state: TableState,
    sig: Token[],
    s: number,
    e: number,
    statement = 'CREATE TABLE',
  ) {
    let i = s;
    const named = isWord(sig[i], 'CONSTRAINT');
    const constraintName =
      named && isName(sig[i + 1]) && !NAMED_KINDS.has(sig[i + 1].upper) ? sig[i + 1].value : '';
    if (named) i += constraintName ? 2 : 1;
    i += clusterWords(sig, i, e);
    const t = sig[i];
    const where = `${statement} ${state.table.tableName}`;
    if (!t || i >= e) {
      this.diagnose(sig[s], `${where}: skipped "CONSTRAINT" (a constraint needs its kind)`);
      return;
    }
    if (named && !NAMED_KINDS.has(t.upper) && t.upper !== 'DEFAULT' && t.upper !== 'NOT') {
      const meant = t.kind === 'word' ? closest(t.upper, [...NAMED_KINDS]) : null;
      const hint = meant ? `did you mean ${FULL_KIND[meant] ?? meant}?` : 'not a constraint';
      this.diagnose(t, `${where}: skipped constraint "${t.value}" (${hint})`);
      return;
    }
    if (t.upper === 'FOREIGN') {
      let k = i + 1;
      while (k < e && !isWord(sig[k], 'REFERENCES')) k++;
      if (k >= e || !isName(sig[k + 1]) || k + 1 >= e) {
        this.diagnose(
          k < e ? sig[k] : t,
          `${where}: skipped FOREIGN KEY (${k < e ? 'REFERENCES needs a table name' : 'it has no REFERENCES'})`,
        );
        return;
      }
      this.foreignKey(state, sig, i + 1, k);
      if (constraintName) {
        let open = i + 1;
        while (open < k && !isPunct(sig[open], '(')) open++;
        if (open < k)
          this.nameConstraint(constraintName, state, 'foreign', keyColumns(sig, open, k));
      }
      return;
    }
    if (t.upper === 'PRIMARY' || t.upper === 'UNIQUE') {
      let k = i + 1;
      const usingIndex = (x: number) => isWord(sig[x], 'USING') && isWord(sig[x + 1], 'INDEX');
      while (k < e && !isPunct(sig[k], '(') && !usingIndex(k)) k++;
      if (k >= e || !isPunct(sig[k], '(')) {
        // PostgreSQL `PRIMARY KEY USING INDEX idx` names an existing index.
        if (!usingIndex(k))
          this.diagnose(
            t,
            `${where}: skipped ${t.upper === 'PRIMARY' ? 'PRIMARY KEY' : 'UNIQUE'} (it has no column list)`,
          );
        return;
      }
      const cols = keyColumns(sig, k, e);
      const table = state.table;
      // MySQL names the index instead: `UNIQUE KEY uk_code (code)`.
      const indexName =
        constraintName ||
        (k - 1 > i && isName(sig[k - 1]) && !INDEX_WORDS.has(sig[k - 1].upper)
          ? sig[k - 1].value
          : '');
      if (indexName)
        this.nameConstraint(indexName, state, t.upper === 'PRIMARY' ? 'primary' : 'unique', cols);
      if (t.upper === 'PRIMARY') {
        for (const c of cols) {
          const f = this.field(state, c);
          if (!f) {
            this.diagnose(sig[k], `Primary key column ${c} is not a column of ${table.tableName}`);
            continue;
          }
          f.primaryKey = true;
          f.nullable = false;
        }
      } else if (cols.length === 1) {
        const f = this.field(state, cols[0]);
        if (f) f.unique = true;
      }
      return;
    }
    if (t.upper === 'DEFAULT') {
      const d = readDefault(sig, i + 1, e, this.text);
      if (isWord(sig[d.next], 'FOR') && isName(sig[d.next + 1])) {
        const f = this.field(state, sig[d.next + 1].value);
        if (f) {
          f.defaultValue = d.value;
          if (d.value !== null && /\bnextval\b/i.test(d.value)) f.autoIncrement = true;
        }
      }
    }
  }

  /** `FOREIGN KEY [name] (a, b) REFERENCES t [(x, y)]`: each column gets its own target column. */
  private foreignKey(state: TableState, sig: Token[], from: number, references: number) {
    let open = from;
    while (open < references && !isPunct(sig[open], '(')) open++;
    if (open >= references) return;
    const target = readReference(sig, references + 1, sig.length);
    if (!target) return;
    keyColumns(sig, open, references).forEach((name, n) => {
      const f = this.field(state, name);
      if (!f) return;
      const fk: ForeignKey = { table: target.table, column: target.columns[n] ?? '' };
      // Made with the first such key: a WeakMap per script (most name their columns) is not free.
      if (!fk.column) (this.keyPosition ??= new WeakMap()).set(fk, n);
      f.foreignKey = fk;
      this.references = true;
    });
  }

  private uniqueIndex(sig: Token[], i: number) {
    while (isWord(sig[i], 'CONCURRENTLY') || (isWord(sig[i], 'IF') && isWord(sig[i + 1], 'NOT')))
      i += sig[i].upper === 'IF' ? 3 : 1;
    const indexName = isName(sig[i]) && !isWord(sig[i], 'ON') ? readQualifiedName(sig, i) : null;
    let k = i;
    while (k < sig.length && !isWord(sig[k], 'ON')) k++;
    k++;
    if (isWord(sig[k], 'ONLY')) k++;
    const name = readQualifiedName(sig, k);
    const state = this.find(name?.parts);
    if (!state || !name) return;
    let j = name.next;
    while (j < sig.length && !isPunct(sig[j], '(')) j++;
    if (j >= sig.length) return;
    const close = matchParen(sig, j);
    // A partial unique index (`WHERE ...`) does not make the column unique.
    if (close >= 0 && sig.slice(close + 1).some((t) => t.upper === 'WHERE')) return;
    const cols = keyColumns(sig, j, sig.length);
    if (cols.length !== 1 || splitCommas(sig, j + 1, close < 0 ? sig.length : close).length !== 1)
      return;
    const f = this.field(state, cols[0]);
    if (f) f.unique = true;
    if (f && indexName) this.nameConstraint(indexName.parts.at(-1) ?? '', state, 'unique', cols);
  }

  /** Constraints and unique indexes the script names, by lower-case name, for a later DROP. */
  private constraints: Map<string, NamedConstraint> | undefined;

  private nameConstraint(name: string, state: TableState, kind: ConstraintKind, columns: string[]) {
    (this.constraints ??= new Map()).set(name.toLowerCase(), { state, kind, columns });
  }

  /**
   * `DROP CONSTRAINT name`, `DROP INDEX name`: what it made is undone. Unnamed in the script,
   * PostgreSQL's own names are tried: `<table>_pkey`, `<table>_<column>_key` and `_fkey`.
   */
  private dropConstraint(state: TableState | undefined, name: string) {
    const key = name.toLowerCase();
    const named = this.constraints?.get(key);
    if (named) {
      this.constraints?.delete(key);
      this.undoConstraint(named);
      return;
    }
    if (!state) return;
    const table = state.table.tableName.toLowerCase();
    if (key === `${table}_pkey`) {
      for (const f of state.table.fields) f.primaryKey = false;
      return;
    }
    for (const f of state.table.fields) {
      const column = `${table}_${f.columnName.toLowerCase()}`;
      if (key === `${column}_key`) f.unique = false;
      else if (key === `${column}_fkey`) delete f.foreignKey;
    }
  }

  /** Undoes what a dropped constraint made: the key, the one-column unique key, the foreign keys. */
  private undoConstraint(c: NamedConstraint) {
    for (const column of c.columns) {
      const f = this.field(c.state, column);
      if (!f) continue;
      if (c.kind === 'primary') f.primaryKey = false;
      else if (c.kind === 'unique' && c.columns.length === 1) f.unique = false;
      else if (c.kind === 'foreign') delete f.foreignKey;
    }
  }

  /** `DROP INDEX [CONCURRENTLY] [IF EXISTS] a, b [ON t]`: the unique keys they made are gone. */
  private dropIndex(sig: Token[]) {
    let k = 2;
    while (isWord(sig[k], 'CONCURRENTLY') || (isWord(sig[k], 'IF') && isWord(sig[k + 1], 'EXISTS')))
      k += sig[k].upper === 'IF' ? 2 : 1;
    let end = sig.length;
    for (let j = k; j < sig.length; j++) if (isWord(sig[j], 'ON')) end = j;
    const on = end < sig.length ? readQualifiedName(sig, end + 1) : null;
    const state = on ? this.find(on.parts) : undefined;
    for (const [a, b] of splitCommas(sig, k, end)) {
      const name = readQualifiedName(sig, a, b);
      if (name) this.dropConstraint(state, name.parts[name.parts.length - 1]);
    }
  }

  /**
   * A table or column renamed: foreign keys that name it follow (they are resolved against the
   * script's tables at its end).
   */
  private renameReferences(oldTable: string, newTable: string, column?: [string, string]) {
    if (!this.references) return;
    const key = this.key(oldTable);
    for (const { table } of this.tables.values()) {
      for (const f of table.fields) {
        const fk = f.foreignKey;
        if (!fk || this.key(fk.table) !== key) continue;
        if (column) {
          if (fk.column.toLowerCase() === column[0].toLowerCase()) fk.column = column[1];
        } else fk.table = newTable;
      }
    }
  }

  private alterTable(sig: Token[]) {
    let i = 2;
    while (isWord(sig[i], 'ONLY') || (isWord(sig[i], 'IF') && isWord(sig[i + 1], 'EXISTS')))
      i += sig[i].upper === 'IF' ? 2 : 1;
    const name = readQualifiedName(sig, i);
    if (!name) return;
    let state = this.find(name.parts);
    let j = name.next;
    if (isPunct(sig[j], '*')) j++;
    if (!state) return;
    let verb = '';
    for (const [s0, e] of splitCommas(sig, j, sig.length)) {
      let s = s0;
      if (isWord(sig[s], 'WITH') && (isWord(sig[s + 1], 'CHECK') || isWord(sig[s + 1], 'NOCHECK')))
        s += 2;
      const w = sig[s]?.upper ?? '';
      if (w === 'ATTACH' && isWord(sig[s + 1], 'PARTITION')) {
        // pg_dump (11+) creates each partition as a table, then attaches it: not a table of its own.
        const child = readQualifiedName(sig, s + 2, e);
        if (child) this.tables.delete(this.key(child.parts[child.parts.length - 1]));
        continue;
      }
      if (['ADD', 'MODIFY', 'CHANGE', 'ALTER', 'DROP', 'RENAME'].includes(w)) {
        verb = w;
        s++;
      }
      if (s >= e) continue;
      switch (verb) {
        case 'ADD':
          this.alterAdd(state, sig, s, e);
          break;
        case 'MODIFY':
        case 'CHANGE':
          this.alterModify(state, sig, s, e, verb === 'CHANGE');
          break;
        case 'ALTER':
          this.alterColumn(state, sig, s, e);
          break;
        case 'DROP':
          this.alterDrop(state, sig, s, e);
          break;
        case 'RENAME': {
          const renamed = this.alterRename(state, sig, s, e);
          if (renamed) state = renamed;
          break;
        }
        default:
          if (w === 'COMMENT') {
            const v = isPunct(sig[s + 1], '=') ? sig[s + 2] : sig[s + 1];
            if (v?.kind === 'string') state.table.comment = v.value;
          }
      }
    }
  }

  private alterAdd(state: TableState, sig: Token[], s: number, e: number, nested = false) {
    if (isWord(sig[s], 'COLUMN')) s++;
    if (isWord(sig[s], 'IF') && isWord(sig[s + 1], 'NOT') && isWord(sig[s + 2], 'EXISTS')) s += 3;
    // Oracle / MySQL `ADD (col type, ...)`: one level of parentheses.
    if (isPunct(sig[s], '(') && !nested) {
      const close = matchParen(sig, s, e);
      for (const [a, b] of splitCommas(sig, s + 1, close < 0 ? e : close))
        this.alterAdd(state, sig, a, b, true);
      return;
    }
    if (isTableConstraint(sig, s, e) || isWord(sig[s], 'DEFAULT')) {
      this.tableConstraint(state, sig, s, e, 'ALTER TABLE');
      return;
    }
    // Partitions, Oracle supplemental logging: not columns.
    if (NOT_COLUMNS.has(sig[s].upper)) return;
    const meant = misspelledConstraint(sig, s, e);
    if (meant !== null) {
      this.skipElement(state.table.tableName, sig, s, e, meant, 'ALTER TABLE');
      return;
    }
    const def = this.column(sig, s, e);
    if (!def) {
      this.diagnose(
        sig[s],
        `ALTER TABLE ${state.table.tableName}: could not read this column definition`,
      );
      return;
    }
    this.reportSkipped(def);
    const existing = this.field(state, def.field.columnName);
    // A column stated again replaces the one before, in its place.
    const fields = state.table.fields;
    if (existing) fields[fields.indexOf(existing)] = def.field;
    else fields.push(def.field);
  }

  private alterModify(
    state: TableState,
    sig: Token[],
    s: number,
    e: number,
    change: boolean,
    nested = false,
  ) {
    if (isWord(sig[s], 'COLUMN')) s++;
    if (isPunct(sig[s], '(') && !nested) {
      const close = matchParen(sig, s, e);
      for (const [a, b] of splitCommas(sig, s + 1, close < 0 ? e : close))
        this.alterModify(state, sig, a, b, false, true);
      return;
    }
    let old: string | undefined;
    if (change && isName(sig[s])) {
      old = sig[s].value;
      s++;
    }
    const def = this.column(sig, s, e);
    if (!def) return;
    const existing = this.field(state, old ?? def.field.columnName);
    if (!existing) return;
    this.reportSkipped(def);
    merge(existing, def);
    // MySQL's MODIFY and CHANGE state the whole column again (Oracle's MODIFY only what changes):
    // a default, comment or AUTO_INCREMENT left out is gone. Keys are indexes, and stay.
    if (this.dialect === 'mysql') {
      existing.defaultValue = def.field.defaultValue;
      existing.comment = def.field.comment;
      existing.autoIncrement = def.field.autoIncrement;
    }
  }

  /** `ALTER [COLUMN] c SET DEFAULT x | DROP DEFAULT | SET/DROP NOT NULL | TYPE t | ADD GENERATED ... AS IDENTITY`. */
  private alterColumn(state: TableState, sig: Token[], s: number, e: number) {
    if (isWord(sig[s], 'COLUMN')) s++;
    const col = sig[s];
    if (!isName(col)) return;
    const f = this.field(state, col.value);
    if (!f) return;
    const a = sig[s + 1]?.upper;
    const b = sig[s + 2]?.upper;
    if (a === 'SET' && b === 'DEFAULT') {
      const d = readDefault(sig, s + 3, e, this.text);
      f.defaultValue = d.value;
      if (d.value !== null && /\bnextval\b/i.test(d.value)) f.autoIncrement = true;
    } else if (a === 'DROP' && b === 'DEFAULT') {
      f.defaultValue = null;
      // A serial column counts through its default; MySQL's AUTO_INCREMENT is no default.
      if (this.dialect === 'postgresql') f.autoIncrement = false;
    } else if (a === 'DROP' && b === 'IDENTITY') f.autoIncrement = false;
    else if (a === 'SET' && b === 'NOT') f.nullable = false;
    else if (a === 'DROP' && b === 'NOT') f.nullable = !f.primaryKey;
    else if (a === 'ADD' && b === 'GENERATED') {
      f.autoIncrement = sig.slice(s + 3, e).some((t) => t.upper === 'IDENTITY');
      if (f.autoIncrement) f.nullable = false;
    } else if (a === 'TYPE' || (a === 'SET' && b === 'DATA')) {
      const def = this.column(sig, a === 'TYPE' ? s + 1 : s + 3, e);
      if (def) setType(f, def.field);
    } else if (a !== 'SET' && a !== 'DROP' && a !== 'ADD' && a !== 'RESTART') {
      // T-SQL `ALTER COLUMN c type [NULL | NOT NULL]`.
      const def = this.column(sig, s, e);
      if (def) merge(f, def);
    }
  }

  private alterDrop(state: TableState, sig: Token[], s: number, e: number) {
    const w = sig[s]?.upper;
    if (w === 'PRIMARY' && isWord(sig[s + 1], 'KEY')) {
      for (const f of state.table.fields) f.primaryKey = false;
      return;
    }
    if (w === 'CONSTRAINT' || w === 'INDEX' || w === 'KEY' || w === 'FOREIGN') {
      // `DROP CONSTRAINT [IF EXISTS] n`, MySQL `DROP INDEX n`, `DROP FOREIGN KEY n`.
      let k = s + 1;
      if (w === 'FOREIGN' && isWord(sig[k], 'KEY')) k++;
      if (isWord(sig[k], 'IF') && isWord(sig[k + 1], 'EXISTS')) k += 2;
      if (k < e && isName(sig[k])) this.dropConstraint(state, sig[k].value);
      return;
    }
    if (w === 'CHECK' || w === 'DEFAULT') return;
    let i = s;
    if (w === 'COLUMN') i++;
    if (isWord(sig[i], 'IF') && isWord(sig[i + 1], 'EXISTS')) i += 2;
    if (i >= e || !isName(sig[i])) return;
    const lower = sig[i].value.toLowerCase();
    state.table.fields = state.table.fields.filter((f) => f.columnName.toLowerCase() !== lower);
  }

  private alterRename(
    state: TableState,
    sig: Token[],
    s: number,
    e: number,
  ): TableState | undefined {
    if (isWord(sig[s], 'TO') || isWord(sig[s], 'AS')) {
      const q = readQualifiedName(sig, s + 1, e);
      if (!q) return undefined;
      const newName = q.parts[q.parts.length - 1];
      const oldName = state.table.tableName;
      this.tables.delete(this.key(oldName));
      state.table.tableName = newName;
      this.tables.set(this.key(newName), state);
      this.renameReferences(oldName, newName);
      return state;
    }
    let i = s;
    if (isWord(sig[i], 'COLUMN')) i++;
    if (isName(sig[i]) && isWord(sig[i + 1], 'TO') && isName(sig[i + 2])) {
      const f = this.field(state, sig[i].value);
      if (f) {
        const oldName = f.columnName;
        f.columnName = sig[i + 2].value;
        this.renameReferences(state.table.tableName, state.table.tableName, [
          oldName,
          f.columnName,
        ]);
      }
    }
    return undefined;
  }

  /** `COMMENT ON TABLE t IS '...'`, `COMMENT ON COLUMN t.c IS '...'`; other objects are skipped. */
  private commentOn(sig: Token[]) {
    const what = sig[2]?.upper;
    if (what !== 'TABLE' && what !== 'COLUMN') return;
    const name = readQualifiedName(sig, 3);
    if (!name || !isWord(sig[name.next], 'IS')) return;
    const v = sig[name.next + 1];
    const comment = v?.kind === 'string' ? v.value : '';
    if (what === 'TABLE') {
      const state = this.find(name.parts);
      if (state) state.table.comment = comment;
      return;
    }
    if (name.parts.length < 2) return;
    const state = this.find(name.parts.slice(0, -1));
    const f = state && this.field(state, name.parts[name.parts.length - 1]);
    if (f) f.comment = comment;
  }

  /** `ALTER SEQUENCE s OWNED BY t.c` (pg_dump's serial columns): the column is auto-increment. */
  private ownedBy(sig: Token[]) {
    for (let i = 0; i + 1 < sig.length; i++) {
      if (!isWord(sig[i], 'OWNED') || !isWord(sig[i + 1], 'BY')) continue;
      const name = readQualifiedName(sig, i + 2);
      if (!name || name.parts.length < 2) return;
      const state = this.find(name.parts.slice(0, -1));
      const f = state && this.field(state, name.parts[name.parts.length - 1]);
      if (f) f.autoIncrement = true;
      return;
    }
  }

  /** A stored procedure call at `i`: the ones that declare a type or a comment are read. */
  private procedure(sig: Token[], i: number) {
    const proc = readQualifiedName(sig, i);
    if (!proc) return;
    const procName = proc.parts[proc.parts.length - 1].toLowerCase();
    if (procName === 'sp_addtype') this.addType(sig, proc.next);
    else if (procName === 'sp_addextendedproperty' || procName === 'sp_updateextendedproperty')
      this.extendedProperty(sig, proc.next);
  }

  /** `EXEC sp_addextendedproperty 'MS_Description', 'text', 'SCHEMA', 'dbo', 'TABLE', 't'[, 'COLUMN', 'c']`. */
  private extendedProperty(sig: Token[], from: number) {
    const order = [
      '@name',
      '@value',
      '@level0type',
      '@level0name',
      '@level1type',
      '@level1name',
      '@level2type',
      '@level2name',
    ];
    const args: Record<string, string> = {};
    for (const [key, [v]] of procedureArgs(sig, from, order)) {
      args[key] = v.kind === 'word' && v.upper === 'NULL' ? '' : v.value;
    }
    if (args['@name']?.toLowerCase() !== 'ms_description') return;
    if (args['@level1type']?.toUpperCase() !== 'TABLE' || !args['@level1name']) return;
    const state = this.find([args['@level1name']]);
    if (!state) return;
    const value = args['@value'] ?? '';
    if (!args['@level2type']) {
      state.table.comment = value;
      return;
    }
    if (args['@level2type'].toUpperCase() !== 'COLUMN' || !args['@level2name']) return;
    const f = this.field(state, args['@level2name']);
    if (f) f.comment = value;
  }
}

/** For each significant token, its index among all the statement's tokens (comments included). */
function positionsIn(all: Token[]): number[] {
  const out: number[] = [];
  for (let i = 0; i < all.length; i++) if (all[i].kind !== 'comment') out.push(i);
  return out;
}

/** A MODIFY/CHANGE/ALTER COLUMN restatement: the new type and constraints; keys and comment kept. */
function merge(f: RawField, def: ColumnDef) {
  const n = def.field;
  if (def.typed) setType(f, n);
  if (n.columnName !== f.columnName) f.columnName = n.columnName;
  if (def.notNull) f.nullable = false;
  else if (def.explicitNull || def.typed) f.nullable = !f.primaryKey && !n.primaryKey;
  if (n.primaryKey) f.primaryKey = true;
  if (n.autoIncrement) f.autoIncrement = true;
  if (n.unique) f.unique = true;
  if (n.defaultValue !== null) f.defaultValue = n.defaultValue;
  if (n.comment) f.comment = n.comment;
  if (n.foreignKey) f.foreignKey = n.foreignKey;
}

type ConstraintKind = 'primary' | 'unique' | 'foreign';

/** Words between UNIQUE / PRIMARY and a key's columns that are not its name. */
const INDEX_WORDS = new Set([
  'KEY',
  'INDEX',
  'CLUSTERED',
  'NONCLUSTERED',
  'BTREE',
  'HASH',
  'USING',
]);

/** A constraint or unique index the script named, and what it made. */
interface NamedConstraint {
  state: TableState;
  kind: ConstraintKind;
  columns: string[];
}

/** What a `LIKE` copy takes from its source's columns besides names, types and NOT NULL. */
interface LikeParts {
  defaults: boolean;
  identity: boolean;
  indexes: boolean;
  comments: boolean;
}

const ALL_LIKE_PARTS: LikeParts = { defaults: true, identity: true, indexes: true, comments: true };

/** PostgreSQL's `INCLUDING x` / `EXCLUDING x` options from `from` on (`ALL` stands for each). */
function likeParts(sig: Token[], from: number, to: number): LikeParts {
  const parts: LikeParts = { defaults: false, identity: false, indexes: false, comments: false };
  for (let k = from; k + 1 < to; k++) {
    const on = sig[k].upper === 'INCLUDING';
    if (!on && sig[k].upper !== 'EXCLUDING') continue;
    const what = sig[k + 1].upper;
    if (what === 'ALL') {
      parts.defaults = parts.identity = parts.indexes = parts.comments = on;
    } else if (what === 'DEFAULTS') parts.defaults = on;
    else if (what === 'IDENTITY') parts.identity = on;
    else if (what === 'INDEXES' || what === 'CONSTRAINTS') parts.indexes = on;
    else if (what === 'COMMENTS') parts.comments = on;
  }
  return parts;
}

/** A source column as a `LIKE` copy has it: never its foreign key (neither database copies those). */
function likeCopy(f: RawField, parts: LikeParts): RawField {
  const { foreignKey: _key, ...copy } = f;
  if (!parts.defaults) copy.defaultValue = null;
  if (!parts.defaults && !parts.identity) copy.autoIncrement = false;
  if (!parts.indexes) copy.primaryKey = copy.unique = false;
  if (!parts.comments) copy.comment = '';
  return copy;
}

/**
 * A procedure call's arguments from `from` on, by name: `@name = value` or, unnamed, the name at its
 * position in `order`. Each is its tokens (at least one).
 */
function procedureArgs(sig: Token[], from: number, order: string[]): Map<string, Token[]> {
  const args = new Map<string, Token[]>();
  splitCommas(sig, from, sig.length).forEach(([s, e], n) => {
    let key: string | undefined = order[n];
    let k = s;
    if (sig[k]?.kind === 'word' && sig[k].value.startsWith('@') && isPunct(sig[k + 1], '=')) {
      key = sig[k].value.toLowerCase();
      k += 2;
    }
    if (key && k < e) args.set(key, sig.slice(k, e));
  });
  return args;
}

function setType(f: RawField, n: RawField) {
  f.sqlType = n.sqlType;
  f.length = n.length;
  f.precision = n.precision;
  f.scale = n.scale;
  if (n.unsigned) f.unsigned = true;
  else delete f.unsigned;
  if (n.enumValues) f.enumValues = n.enumValues;
  else delete f.enumValues;
  if (n.array) f.array = true;
  else delete f.array;
  if (n.autoIncrement) f.autoIncrement = true;
}

/**
 * A `-- text` after the column on its own line (before or after its comma) becomes its comment in
 * hand-written DDL: `name varchar(20), -- the user's name`. `k` is the column's last token in `all`.
 */
function trailingComment(all: Token[], k: number, after: Token | undefined): string {
  const last = all[k];
  for (let i = k + 1; i < all.length; i++) {
    const t = all[i];
    if (t === after) continue;
    if (t.kind !== 'comment') return '';
    if (t.line === last.line || (after && isPunct(after, ',') && t.line === after.line))
      return t.value;
    return '';
  }
  return '';
}
