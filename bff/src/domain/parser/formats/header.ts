import type { Diagnostic } from '../../../../../src/contract/text';
import { rawField } from '../../field';
import type { RawField, RawTable } from '../types';
import { parseTypeText } from './sqlTypeText';

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
  'name' | 'type' | 'length' | 'comment' | 'nullable' | 'required' | 'pk' | 'default' | 'unique';

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
    ],
  ],
  ['type', ['type', '类型', '数据类型', 'datatype', '字段类型', 'sqltype', 'columntype']],
  ['length', ['length', '长度', 'size', '字段长度']],
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
      '中文名',
      '中文名称',
      '含义',
      '字段说明',
      '字段描述',
    ],
  ],
  [
    'nullable',
    ['nullable', '是否为空', '允许空', '可空', 'null', '允许为空', '是否可空', 'isnullable'],
  ],
  ['required', ['required', '是否必填', '必填', 'notnull', '非空', '不为空', '是否非空']],
  ['pk', ['primarykey', '主键', '是否主键', 'pk', 'key']],
  ['default', ['default', '默认值', 'defaultvalue', '默认']],
  ['unique', ['unique', '唯一', '是否唯一']],
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

/** Roles of the header cells when the header describes fields (name + type or comment), else null. */
export function fieldListRoles(header: string[]): (Role | undefined)[] | null {
  const roles = header.map((c) => ROLES[normalize(c)]);
  if (!roles.includes('name')) return null;
  return roles.includes('type') || roles.includes('comment') ? roles : null;
}

function applyLength(field: RawField, text: string): void {
  const m = /^\s*(\d+)\s*(?:[,，]\s*(\d+)\s*)?$/.exec(text);
  if (!m) return;
  if (m[2] !== undefined) {
    field.precision = Number(m[1]);
    field.scale = Number(m[2]);
  } else if (field.precision !== null || ['decimal', 'numeric', 'number'].includes(field.sqlType)) {
    field.precision = Number(m[1]);
  } else {
    field.length = Number(m[1]);
  }
}

function fieldFromRow(
  row: string[],
  roles: (Role | undefined)[],
  line: number | undefined,
): RawField | null {
  const cell = (role: Role) => {
    const i = roles.indexOf(role);
    return i === -1 ? '' : (row[i] ?? '').trim();
  };
  const name = cell('name');
  if (!name) return null;
  const field = rawField(name);
  const typeText = cell('type');
  const parts = parseTypeText(typeText);
  if (parts) {
    Object.assign(field, parts);
  } else if (typeText) {
    field.sqlType = typeText.toLowerCase();
  }
  applyLength(field, cell('length'));
  field.comment = cell('comment');
  field.primaryKey = isYes(cell('pk'));
  field.unique = isYes(cell('unique'));
  if (roles.includes('nullable')) field.nullable = isYes(cell('nullable'));
  else if (roles.includes('required')) field.nullable = !isYes(cell('required'));
  if (field.primaryKey) field.nullable = false;
  const def = cell('default');
  field.defaultValue = def === '' ? null : def;
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

/** Turns a grid into a table: rows are fields under a field-list header, else data under column names. */
export function gridToTable(grid: Grid): { table: RawTable | null; diagnostics: Diagnostic[] } {
  const kept = grid.rows
    .map((cells, i) => ({ cells, line: grid.lines?.[i] }))
    .filter((r) => r.cells.some((c) => c.trim() !== ''));
  const diagnostics: Diagnostic[] = [];
  if (kept.length === 0) return { table: null, diagnostics };
  const table: RawTable = { tableName: grid.tableName, comment: grid.comment ?? '', fields: [] };
  if (grid.line !== undefined) table.line = grid.line;
  const header = kept[0].cells.map((c) => c.trim());
  const roles = fieldListRoles(header);
  if (roles) {
    for (const row of kept.slice(1)) {
      const field = fieldFromRow(row.cells, roles, row.line);
      if (field) table.fields.push(field);
      else
        diagnostics.push({
          line: row.line ?? 1,
          column: 1,
          message: 'Row has no field name; skipped',
        });
    }
    return { table, diagnostics };
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
  return { table, diagnostics };
}
