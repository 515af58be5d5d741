import type { Diagnostic } from '../../../../../src/contract/text';
import { rawField } from '../../field';
import type { RawField, RawTable } from '../types';
import { parseTypeText } from './sqlTypeText';
import { readTitle } from './tableTitle';

/** A table written as rows of cells (CSV, Excel sheet, Markdown or HTML table), header row first. */
export interface Grid {
  rows: string[][];
  /** 1-based input line of each row, when known. */
  lines?: number[];
  tableName: string;
  comment?: string;
  line?: number;
}

type Role =
  | 'name'
  | 'table'
  | 'tableComment'
  | 'type'
  | 'length'
  | 'precision'
  | 'scale'
  | 'comment'
  | 'nullable'
  | 'required'
  | 'pk'
  | 'default'
  | 'unique'
  | 'autoIncrement'
  | 'constraints';

const ROLES: Record<string, Role> = {};
const words: [Role, string[]][] = [
  [
    'name',
    [
      'name',
      '字段名',
      '列名',
      '字段',
      '名称',
      'column',
      'field',
      'columnname',
      'fieldname',
      '字段名称',
      '列名称',
      '字段代码',
      // API documents (ShowDoc, smart-doc, Knife4j, YApi) list parameters and properties.
      '参数',
      '参数名',
      '参数名称',
      '属性名',
      '返回字段',
      'parameter',
      'param',
      'property',
    ],
  ],
  ['table', ['tablename', '表名', '表名称']],
  ['tableComment', ['tablecomment', '表注释', '表说明', '表描述']],
  [
    'type',
    ['type', '类型', '数据类型', 'datatype', '字段类型', 'sqltype', 'columntype', '参数类型'],
  ],
  ['length', ['length', '长度', 'size', '字段长度', 'charactermaximumlength']],
  ['precision', ['precision', 'numericprecision']],
  ['scale', ['scale', 'numericscale', '小数位', '小数位数', '小数']],
  [
    'comment',
    [
      'comment',
      '注释',
      '说明',
      '描述',
      '备注',
      'description',
      'remark',
      'remarks',
      'comments',
      '中文名',
      '中文名称',
      '含义',
      '业务含义',
      '字段说明',
      '字段描述',
      '用途',
      '用途描述',
      'columncomment',
      '参数说明',
      '字段含义',
    ],
  ],
  [
    'nullable',
    [
      'nullable',
      '是否为空',
      '允许空',
      '允许空值',
      '可空',
      '可为空',
      'null',
      '允许为空',
      '是否允许为空',
      '是否可空',
      'isnullable',
    ],
  ],
  [
    'required',
    [
      'required',
      '是否必填',
      '必填',
      'notnull',
      '非空',
      '不为空',
      '是否非空',
      '必选',
      '是否必须',
      '是否必传',
      '是否必选',
    ],
  ],
  ['pk', ['primarykey', '主键', '是否主键', '是否为主键', 'pk', 'key', 'columnkey']],
  ['default', ['default', '默认值', 'defaultvalue', '默认', 'columndefault']],
  ['unique', ['unique', '唯一', '是否唯一']],
  // SQL Server docs (动软, PowerDesigner exports) mark identity columns in a 标识 column.
  ['autoIncrement', ['标识', '自增', '是否自增', '自动增长', 'identity', 'autoincrement']],
  [
    'constraints',
    ['constraint', 'constraints', '约束', '约束条件', 'extra', '附加属性', 'extradefinition'],
  ],
];
for (const [role, list] of words) for (const w of list) ROLES[w] = role;

const normalize = (cell: string) => cell.toLowerCase().replace(/[\s_\-*:：()（）]/g, '');

const YES = new Set([
  '是',
  'y',
  'yes',
  'true',
  '1',
  '√',
  '✓',
  '✔',
  'pk',
  'pri',
  '主键',
  'uni',
  'x',
]);

export const isYes = (cell: string): boolean => YES.has(cell.trim().toLowerCase());

/** `NULL` → true, `NOT NULL` → false, anything else undefined: how DDL-minded docs fill a null column. */
function nullWord(cell: string): boolean | undefined {
  const m = /^(not\s+)?null$/i.exec(cell.trim());
  return m ? m[1] === undefined : undefined;
}

/** Words for required and optional that API and design docs write in either kind of null column. */
const REQUIRED = new Set(['必填', '必须', '必传', '必选', 'required', '非空']);
const OPTIONAL = new Set(['非必填', '非必须', '非必传', '非必选', '选填', '可选', 'optional']);

/** True for a word saying the value is required, false for one saying it is optional, else undefined. */
function requiredWord(cell: string): boolean | undefined {
  const c = cell.trim().toLowerCase();
  return REQUIRED.has(c) ? true : OPTIONAL.has(c) ? false : undefined;
}

/** What a default column writes when there is no default (`-`, `—`, `NULL` as MySQL prints it). */
const NO_DEFAULT = /^(-+|—+|–|null|\(null\))?$/i;

/** A generated key written in a default column: no default, an auto-increment column. */
const GENERATED = /^(自增|自动增长|auto|auto_increment|autoincrement|identity)$/i;
/** An empty string written in words. */
const EMPTY_STRING = /^(空字符串|空字符|空串|empty\s+string)$/i;

/** Reads a default cell: a quoted string is its text, and words for a generated key or '' are read. */
function applyDefault(field: RawField, cell: string): void {
  const def = cell.trim();
  if (GENERATED.test(def)) field.autoIncrement = true;
  const quoted = /^'((?:[^']|'')*)'$|^"([^"]*)"$/.exec(def);
  if (NO_DEFAULT.test(def) || GENERATED.test(def)) field.defaultValue = null;
  else if (EMPTY_STRING.test(def)) field.defaultValue = '';
  else if (quoted) field.defaultValue = quoted[1]?.replace(/''/g, "'") ?? quoted[2];
  else field.defaultValue = def;
}

/** Roles of the header cells when the header describes fields (name + type or comment), else null. */
export function fieldListRoles(header: string[]): (Role | undefined)[] | null {
  const roles = header.map((c) => ROLES[normalize(c)]);
  if (!roles.includes('name')) return null;
  // Swagger2Markup types a property in a Schema column (Knife4j's schema is a model beside its type).
  const schema = header.findIndex((c) => normalize(c) === 'schema');
  if (schema !== -1 && !roles.includes('type')) roles[schema] = 'type';
  return roles.includes('type') || roles.includes('comment') ? roles : null;
}

/** Row numbers some docs put first (序号, #): no part of what a header says. */
const ORDINAL = new Set(['序号', '#', 'no', 'no.']);

/** A header of table names and descriptions only: an overview of the document's tables, not one. */
function isTableList(header: string[]): boolean {
  const roles = header
    .filter((c) => c.trim() !== '' && !ORDINAL.has(normalize(c)))
    .map((c) => ROLES[normalize(c)]);
  return (
    roles.includes('table') &&
    roles.every((r) => r === 'table' || r === 'tableComment' || r === 'comment')
  );
}

/**
 * Header words of tables listing other things by name: constraints and indexes (tbls' Definition,
 * pgModeler's Column(s), References, On Delete …), tables (tbls' Columns count), routines.
 */
const OTHER_LISTS = new Set([
  'columns',
  'definition',
  'references',
  'onupdate',
  'ondelete',
  'expression',
  'expressions',
  'predicate',
  'cardinality',
  'relatedcolumn',
  'relatedcolumns',
  'parenttable',
  'childtable',
  'returntype',
  'arguments',
]);

/** A header naming things that are not fields (`| Name | Type | Definition |` of constraints). */
const isOtherList = (header: string[]): boolean =>
  header.some((c) => ROLES[normalize(c)] === 'name') &&
  header.some((c) => OTHER_LISTS.has(normalize(c)));

const MODIFIER =
  /^(not\s+null|null|primary\s+key|auto_increment|autoincrement|identity|unique|unsigned|zerofill|default\s+('[^']*'|"[^"]*"|\S+)|comment\s+(?:'((?:[^']|'')*)'|"([^"]*)"|(.*)))[\s,，]*/i;

/**
 * Applies the column modifiers `text` starts with (`not null default 0 comment '…'`, `PRIMARY KEY
 * AUTO_INCREMENT`, MySQL's `auto_increment` extra) to the field; returns the text after them.
 */
export function applyModifiers(field: RawField, text: string): string {
  let rest = text.trim();
  for (let m = MODIFIER.exec(rest); m && rest !== ''; m = MODIFIER.exec(rest)) {
    const word = m[1].toLowerCase().replace(/\s+/g, ' ');
    if (word === 'not null') field.nullable = false;
    else if (word === 'primary key') field.primaryKey = true;
    else if (['auto_increment', 'autoincrement', 'identity'].includes(word))
      field.autoIncrement = true;
    else if (word === 'unique') field.unique = true;
    else if (word === 'unsigned') field.unsigned = true;
    else if (word.startsWith('default'))
      field.defaultValue = /^null$/i.test(m[2]) ? null : m[2].replace(/^['"]|['"]$/g, '');
    else if (word.startsWith('comment'))
      field.comment = m[3] !== undefined ? m[3].replace(/''/g, "'") : (m[4] ?? m[5] ?? '');
    rest = rest.slice(m[0].length);
  }
  return rest;
}

const INTEGER =
  /^((tiny|small|medium|big)?int(eger)?\d*|(small|big)?serial\d*|number|numeric|decimal)$/;

/** Short constraint words hand-written docs put in a constraints cell. */
const CONSTRAINT_WORDS: Record<string, Partial<RawField>> = {
  pk: { primaryKey: true },
  主键: { primaryKey: true },
  ai: { autoIncrement: true },
  自增: { autoIncrement: true },
  uq: { unique: true },
  uk: { unique: true },
  唯一: { unique: true },
  nn: { nullable: false },
  非空: { nullable: false },
  不为空: { nullable: false },
};
const SEPARATORS = /^[\s,，、;；]+/;

/**
 * Applies a constraints cell (`PRIMARY KEY AUTO_INCREMENT`, `PK, AUTO_INCREMENT`, `主键、自增`): SQL
 * modifiers and short words, in any order; a word neither (`FK → users.id`) is passed over.
 */
function applyConstraints(field: RawField, cell: string): void {
  let rest = cell.trim();
  while (rest !== '') {
    rest = applyModifiers(field, rest).replace(SEPARATORS, '');
    const word = /^[^\s,，、;；]+/.exec(rest)?.[0] ?? '';
    Object.assign(field, CONSTRAINT_WORDS[word.toLowerCase()]);
    rest = rest.slice(word.length).replace(SEPARATORS, '');
  }
}

const DECIMALS = ['decimal', 'numeric', 'number', 'dec', 'fixed'];
const COUNT = /^\s*(\d+)\s*$/;

/** A length cell: `64`, precision and scale `10,2`, either in brackets (`(10,7)`). */
function applyLength(field: RawField, text: string): void {
  const m = /^\s*[(（]?\s*(\d+)\s*(?:[,，]\s*(\d+)\s*)?[)）]?\s*$/.exec(text);
  if (!m) return;
  if (m[2] !== undefined) {
    field.precision = Number(m[1]);
    field.scale = Number(m[2]);
  } else if (field.precision !== null || DECIMALS.includes(field.sqlType)) {
    field.precision = Number(m[1]);
  } else {
    field.length = Number(m[1]);
  }
}

/** Precision and scale columns (screw's 小数位, information_schema's NUMERIC_*) count for decimals only. */
function applyPrecisionScale(field: RawField, precision: string, scale: string): void {
  const p = COUNT.exec(precision);
  if (p && field.precision === null && DECIMALS.includes(field.sqlType))
    field.precision = Number(p[1]);
  const s = COUNT.exec(scale);
  if (s && field.precision !== null && field.scale === null) field.scale = Number(s[1]);
}

/**
 * What API docs draw before a nested field's name to show its depth: tree glyphs (`└─`, `├─`, `│`),
 * indenting entities and spaces (`&emsp;`, `&nbsp;`, U+3000), list marks (`-`, `+`, `>`).
 */
const TREE_INDENT =
  /^(?:[\s\u00a0\u2000-\u200b\u3000\u2500-\u257f>+-]|&(?:emsp|ensp|nbsp|thinsp|#160|#8194|#8195);)+/i;
/** A dotted path to a nested field (`course.name`, `items[].id`). */
const PATH = /^[A-Za-z_]\w*(?:\[\])?(?:\.[A-Za-z_]\w*(?:\[\])?)+$/;

/** Swagger2Markup's name cell: the name, then whether it is required (`**id**  <br>*required*`). */
const MARKED_REQUIRED = /^(\S+)\s+(required|optional)$/i;

/**
 * A name cell's field name: no tree drawing before it, no emphasis; a dotted path joined by `_`
 * (`course_name`); and whether the cell marks the field required or optional.
 */
function fieldName(cell: string): { name: string; required?: boolean } {
  let name = cell.replace(TREE_INDENT, '').replace(/[*`]/g, '').trim();
  let required: boolean | undefined;
  const marked = MARKED_REQUIRED.exec(name);
  if (marked) {
    name = marked[1];
    required = marked[2].toLowerCase() === 'required';
  }
  if (PATH.test(name)) name = name.replace(/\[\]/g, '').replace(/\./g, '_');
  return { name, required };
}

function fieldFromRow(
  row: string[],
  roles: (Role | undefined)[],
  line: number | undefined,
): RawField | null {
  const cells = (role: Role) =>
    roles.flatMap((r, i) => (r === role ? [(row[i] ?? '').trim()] : []));
  const cell = (role: Role) => cells(role)[0] ?? '';
  const { name, required } = fieldName(cell('name'));
  if (!name) return null;
  const field = rawField(name);
  // information_schema has DATA_TYPE and COLUMN_TYPE: the longer says more (`int unsigned`). A
  // PHP class (`\DateTime`, `\Model\Pet`) is its own name.
  const typeText = cells('type')
    .reduce((a, b) => (b.length > a.length ? b : a), '')
    .replace(/^\\(?:\w+\\)*/, '');
  const parts = parseTypeText(typeText);
  if (parts) {
    Object.assign(field, parts);
  } else if (typeText) {
    field.sqlType = typeText.toLowerCase();
  }
  applyLength(field, cell('length'));
  applyPrecisionScale(field, cell('precision'), cell('scale'));
  field.comment = cells('comment').find((c) => c !== '') ?? '';
  // MySQL's Key column: PRI is the primary key, UNI a unique key, MUL an index.
  const key = cell('pk');
  if (key.toLowerCase() === 'uni') field.unique = true;
  else field.primaryKey = isYes(key);
  if (isYes(cell('unique'))) field.unique = true;
  // Only integer columns are identity columns (a doc may mark a unique text column 标识 too).
  if (isYes(cell('autoIncrement')) && INTEGER.test(field.sqlType)) field.autoIncrement = true;
  if (roles.includes('nullable')) {
    const c = cell('nullable');
    const required = requiredWord(c);
    field.nullable = nullWord(c) ?? (required === undefined ? isYes(c) : !required);
  } else if (roles.includes('required')) {
    const c = cell('required');
    field.nullable = nullWord(c) ?? !(requiredWord(c) ?? isYes(c));
  } else if (required !== undefined) field.nullable = !required;
  applyDefault(field, cell('default'));
  for (const c of cells('constraints')) applyConstraints(field, c);
  if (field.primaryKey) field.nullable = false;
  if (line !== undefined) field.line = line;
  return field;
}

const INT = /^[-+]?\d+$/;
const DECIMAL = /^[-+]?\d*\.(\d+)$/;
const DATE = /^\d{4}[-/]\d{1,2}[-/]\d{1,2}$/;
const DATE_TIME =
  /^\d{4}[-/]\d{1,2}[-/]\d{1,2}[T ]\d{1,2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})?$/;
const BOOL = /^(true|false|yes|no)$/i;

/** SQL type of a data column from the values seen in it. */
function inferColumn(field: RawField, values: string[]): void {
  const seen = values.map((v) => v.trim()).filter((v) => v !== '');
  field.nullable = seen.length < values.length;
  const all = (re: RegExp) => seen.length > 0 && seen.every((v) => re.test(v));
  if (all(INT)) {
    field.sqlType = seen.some((v) => Math.abs(Number(v)) > 2147483647) ? 'bigint' : 'int';
  } else if (seen.length > 0 && seen.every((v) => INT.test(v) || DECIMAL.test(v))) {
    let digits = 1;
    let scale = 0;
    for (const v of seen) {
      const [whole, frac = ''] = v.replace(/^[-+]/, '').split('.');
      digits = Math.max(digits, whole.replace(/^0+(?=\d)/, '').length);
      scale = Math.max(scale, frac.length);
    }
    Object.assign(field, { sqlType: 'decimal', precision: digits + scale, scale });
  } else if (all(DATE)) {
    field.sqlType = 'date';
  } else if (all(DATE_TIME)) {
    field.sqlType = 'datetime';
  } else if (all(BOOL)) {
    field.sqlType = 'boolean';
  } else {
    field.sqlType = 'varchar';
    field.length = seen.reduce((max, v) => Math.max(max, v.length), 1);
  }
}

/** The table a field-list row belongs to, when the grid has a table-name column. */
interface Owner {
  tableName: string;
  comment: string;
}

function readGrid(grid: Grid): {
  table: RawTable | null;
  owners: Owner[] | null;
  diagnostics: Diagnostic[];
} {
  let kept = grid.rows
    .map((cells, i) => ({ cells, line: grid.lines?.[i] }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  const diagnostics: Diagnostic[] = [];
  if (kept.length === 0) return { table: null, owners: null, diagnostics };
  const table: RawTable = { tableName: grid.tableName, comment: grid.comment ?? '', fields: [] };
  // A row above the field-list header (an Excel sheet's 用户表（t_user）, a table's caption put in
  // its first row) is no field; a single cell there titles the table.
  if (kept.length > 1 && !fieldListRoles(kept[0].cells) && fieldListRoles(kept[1].cells)) {
    const filled = kept[0].cells.filter((c) => c.trim() !== '');
    const title = filled.length === 1 ? readTitle(filled[0]) : null;
    if (title?.tableName) table.tableName = title.tableName;
    if (title && !table.comment) table.comment = title.comment;
    kept = kept.slice(1);
  }
  if (grid.line !== undefined) table.line = grid.line;
  const header = kept[0].cells.map((c) => c.trim());
  if (isOtherList(header)) {
    diagnostics.push({
      line: kept[0].line ?? 1,
      column: 1,
      message: `Not a list of fields (${header.filter((c) => c !== '').join(', ')}); skipped`,
    });
    return { table: null, owners: null, diagnostics };
  }
  const roles = fieldListRoles(header);
  if (roles) {
    const tableAt = roles.indexOf('table');
    const commentAt = roles.indexOf('tableComment');
    const owners: Owner[] = [];
    for (const row of kept.slice(1)) {
      const field = fieldFromRow(row.cells, roles, row.line);
      if (field) {
        table.fields.push(field);
        owners.push({
          tableName: (row.cells[tableAt] ?? '').trim(),
          comment: (row.cells[commentAt] ?? '').trim(),
        });
      } else
        diagnostics.push({
          line: row.line ?? 1,
          column: 1,
          message: 'Row has no field name; skipped',
        });
    }
    return { table, owners: tableAt === -1 ? null : owners, diagnostics };
  }
  if (isTableList(header)) {
    diagnostics.push({
      line: kept[0].line ?? 1,
      column: 1,
      message: `A list of tables (${header.filter((c) => c !== '').join(', ')}), not fields; skipped`,
    });
    return { table: null, owners: null, diagnostics };
  }
  header.forEach((name, i) => {
    const field = rawField(name || `column_${i + 1}`);
    inferColumn(
      field,
      kept.slice(1).map((r) => r.cells[i] ?? ''),
    );
    const line = kept[0].line;
    if (line !== undefined) field.line = line;
    table.fields.push(field);
  });
  return { table, owners: null, diagnostics };
}

/**
 * Turns a grid into tables: rows are fields under a field-list header, else data under column
 * names; a field list with a table-name column (an information_schema export of several tables)
 * gives one table per name, in order of first appearance.
 */
export function gridToTables(grid: Grid): { tables: RawTable[]; diagnostics: Diagnostic[] } {
  const { table, owners, diagnostics } = readGrid(grid);
  if (!table) return { tables: [], diagnostics };
  if (!owners) return { tables: [table], diagnostics };
  const byName = new Map<string, RawTable>();
  table.fields.forEach((field, i) => {
    const owner = owners[i];
    const tableName = owner.tableName || table.tableName;
    let named = byName.get(tableName);
    if (!named) {
      named = { tableName, comment: owner.tableName ? '' : table.comment, fields: [] };
      const line = field.line ?? table.line;
      if (line !== undefined) named.line = line;
      byName.set(tableName, named);
    }
    named.comment ||= owner.comment;
    named.fields.push(field);
  });
  return { tables: [...byName.values()], diagnostics };
}
