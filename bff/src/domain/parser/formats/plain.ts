import type { Diagnostic } from '../../../../../src/contract/text';
import { rawField } from '../../field';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { applyModifiers, fieldListRoles, gridToTables } from './header';
import { parseTypeText } from './sqlTypeText';
import { isLabelLine, isTableNameLine, tableTitle } from './tableTitle';

/** Splits on a separator outside parentheses and quotes, so `decimal(10,2)` stays one cell. */
function splitOutside(text: string, sep: string): string[] {
  const cells: string[] = [];
  let depth = 0;
  let quote = '';
  let cell = '';
  for (const c of text) {
    if (quote) {
      if (c === quote) quote = '';
    } else if (c === "'" || c === '"') quote = c;
    else if (c === '(' || c === '（') depth++;
    else if ((c === ')' || c === '）') && depth > 0) depth--;
    if (c === sep && depth === 0 && !quote) {
      cells.push(cell.trim());
      cell = '';
    } else cell += c;
  }
  cells.push(cell.trim());
  return cells;
}

const NAME_TYPE_COLON =
  /^([\p{L}_$][\p{L}\p{N}_$]*)\??\s*[:：]\s*(.+?)\s*(?:(?:\/\/|--|#)\s*(.*))?$/u;
const NAME = /^[\p{L}_$][\p{L}\p{N}_$.-]*$/u;
/** Cells of one line: `|`, tab, `name: type // comment`, comma or white-space separated. */
function cellsOf(line: string): string[] {
  const t = line.trim().replace(/[,;]$/, '');
  if (t.includes('|'))
    return t
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((c) => c.trim());
  if (t.includes('\t')) return t.split('\t').map((c) => c.trim());
  const colon = NAME_TYPE_COLON.exec(t);
  if (colon) {
    // `description: varchar(255) 描述`: the comment follows the type without a marker.
    const typed =
      colon[3] !== undefined || parseTypeText(colon[2]) ? null : TYPE_REST.exec(colon[2]);
    return typed ? [colon[1], typed[1], typed[2]] : [colon[1], colon[2], colon[3] ?? ''];
  }
  const commas = splitOutside(t, ',');
  if (commas.length > 1) return commas;
  const m = /^(\S+)\s+(.*)$/.exec(t);
  const typed = m && TYPE_REST.exec(m[2]);
  return m && typed ? [m[1], typed[1], typed[2]] : [t];
}

/** `type(with, spaces) rest…`: a type at the start of a cell and the text after it. */
const TYPE_REST = /^([^\s(]+(?:\s*\([^)]*\))?(?:\s+unsigned)?)\s*(.*)$/i;

function fieldOf(cells: string[], lineNo: number): RawField | null {
  const name = cells[0]?.replace(/^[`"'[]|[`"'\]]$/g, '');
  if (!name || !NAME.test(name)) return null;
  const typeAt = cells.findIndex((c, i) => i > 0 && parseTypeText(c) !== null);
  if (typeAt === -1) return null;
  const parts = parseTypeText(cells[typeAt]);
  if (!parts) return null;
  const field = rawField(name, { ...parts, line: lineNo });
  const rest = cells.filter((_, i) => i !== 0 && i !== typeAt).join(' ');
  const text = applyModifiers(field, rest);
  if (field.primaryKey) field.nullable = false;
  field.comment = (field.comment || text.replace(/^(\/\/|--|#)\s*/, '')).trim();
  return field;
}

/** What the mysql client draws around `DESCRIBE t` output: `+----+` borders and the row count. */
export const MYSQL_FRAME = /^\s*(\+[-+]*\+|\d+ rows? in set\b.*|Empty set\b.*)\s*$/i;

export const readPlain: Reader = (text, options) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let block: Line[] = [];
  // Labelled lines (`表名：x`, `说明：x`) set apart by a blank line title the block after them.
  let labels: Line[] = [];
  const flush = () => {
    if (block.length === 0) return;
    if (block.every((b) => isTitleLabel(b))) {
      labels.push(...block);
    } else {
      readBlock([...labels, ...block], result, options?.fileTableName);
      labels = [];
    }
    block = [];
  };
  lines.forEach((l, i) => {
    if (l.trim() === '') return flush();
    // `表名：x` after a table's rows starts the next table, blank line or not.
    if (isTableNameLine(l) && !block.every(isTitleLabel)) flush();
    if (!MYSQL_FRAME.test(l)) block.push({ line: i + 1, text: l });
  });
  flush();
  if (labels.length > 0) readBlock(labels, result, options?.fileTableName);
  return result;
};

interface Line {
  line: number;
  text: string;
}

/** `表名：x`, `说明：x`, `数据列：`: a line that titles the table below rather than being a field. */
const isTitleLabel = (b: Line): boolean =>
  isTableNameLine(b.text) || (isLabelLine(b.text) && !fieldOf(cellsOf(b.text), b.line));

function readBlock(block: Line[], result: ReaderResult, fileName: string | undefined): void {
  const rows = block.map((b) => cellsOf(b.text));
  const titles = (i: number) =>
    i < rows.length - 1 &&
    (isTableNameLine(block[i].text) ||
      (!fieldOf(rows[i], block[i].line) && !fieldListRoles(rows[i])));
  // A first line that is no field titles the block, and so do labelled lines (`表说明：…`) after it.
  let start = titles(0) ? 1 : 0;
  while (start > 0 && titles(start) && isTitleLabel(block[start])) start++;
  const [heading = '', ...labels] = block.slice(0, start).map((b) => b.text.trim());
  const { tableName, comment } = tableTitle(
    { heading, lines: labels },
    result.tables.length + 1,
    fileName,
  );
  if (start < rows.length && fieldListRoles(rows[start])) {
    const { tables, diagnostics } = gridToTables({
      rows: rows.slice(start),
      lines: block.slice(start).map((b) => b.line),
      tableName,
      comment,
      line: block[0].line,
    });
    result.tables.push(...tables.filter((t) => t.fields.length > 0));
    result.diagnostics.push(...diagnostics);
    return;
  }
  const table: RawTable = { tableName, comment, fields: [], line: block[0].line };
  const diagnostics: Diagnostic[] = [];
  for (let i = start; i < rows.length; i++) {
    const field = fieldOf(rows[i], block[i].line);
    if (field) table.fields.push(field);
    else
      diagnostics.push({
        line: block[i].line,
        column: 1,
        message: `Not a "name type comment" line: ${block[i].text.trim().slice(0, 80)}`,
      });
  }
  if (table.fields.length > 0) result.tables.push(table);
  result.diagnostics.push(...diagnostics);
}
