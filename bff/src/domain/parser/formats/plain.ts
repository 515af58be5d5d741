import type { Diagnostic } from '../../../../../src/contract/text';
import { rawField } from '../../field';
import type { RawField, RawTable, Reader, ReaderResult } from '../types';
import { fieldListRoles, gridToTable } from './header';
import { parseTypeText } from './sqlTypeText';
import { titleToName } from './tableTitle';

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
const MODIFIER =
  /^(not\s+null|null|primary\s+key|auto_increment|autoincrement|identity|unique|unsigned|zerofill|default\s+('[^']*'|"[^"]*"|\S+)|comment\s+(?:'((?:[^']|'')*)'|"([^"]*)"|(.*)))\s*/i;

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
  if (colon) return [colon[1], colon[2], colon[3] ?? ''];
  const commas = splitOutside(t, ',');
  if (commas.length > 1) return commas;
  // name type(with, spaces) rest…
  const m = /^(\S+)\s+([^\s(]+(?:\s*\([^)]*\))?(?:\s+unsigned)?)\s*(.*)$/i.exec(t);
  return m ? [m[1], m[2], m[3]] : [t];
}

function fieldOf(cells: string[], lineNo: number): RawField | null {
  const name = cells[0]?.replace(/^[`"'[]|[`"'\]]$/g, '');
  if (!name || !NAME.test(name)) return null;
  const typeAt = cells.findIndex((c, i) => i > 0 && parseTypeText(c) !== null);
  if (typeAt === -1) return null;
  const parts = parseTypeText(cells[typeAt]);
  if (!parts) return null;
  const field = rawField(name, { ...parts, line: lineNo });
  const rest = cells.filter((_, i) => i !== 0 && i !== typeAt).join(' ');
  let text = rest.trim();
  let comment = '';
  for (let m = MODIFIER.exec(text); m && text !== ''; m = MODIFIER.exec(text)) {
    const word = m[1].toLowerCase().replace(/\s+/g, ' ');
    if (word === 'not null') field.nullable = false;
    else if (word === 'primary key') field.primaryKey = true;
    else if (['auto_increment', 'autoincrement', 'identity'].includes(word))
      field.autoIncrement = true;
    else if (word === 'unique') field.unique = true;
    else if (word === 'unsigned') field.unsigned = true;
    else if (word.startsWith('default'))
      field.defaultValue = (m[2] ?? '').replace(/^['"]|['"]$/g, '');
    else if (word.startsWith('comment'))
      comment = m[3] !== undefined ? m[3].replace(/''/g, "'") : (m[4] ?? m[5] ?? '');
    text = text.slice(m[0].length);
  }
  if (field.primaryKey) field.nullable = false;
  field.comment = (comment || text.replace(/^(\/\/|--|#)\s*/, '')).trim();
  return field;
}

export const readPlain: Reader = (text, options) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let block: { line: number; text: string }[] = [];
  const flush = () => {
    if (block.length > 0) readBlock(block, result, options?.fileTableName);
    block = [];
  };
  lines.forEach((l, i) => {
    if (l.trim() === '') flush();
    else block.push({ line: i + 1, text: l });
  });
  flush();
  return result;
};

function readBlock(
  block: { line: number; text: string }[],
  result: ReaderResult,
  fileName: string | undefined,
): void {
  const rows = block.map((b) => cellsOf(b.text));
  let start = 0;
  let title = '';
  if (!fieldOf(rows[0], block[0].line) && !fieldListRoles(rows[0]) && block.length > 1) {
    title = block[0].text.trim();
    start = 1;
  }
  const { tableName, comment } = titleToName(title, result.tables.length + 1, fileName);
  if (start < rows.length && fieldListRoles(rows[start])) {
    const { table, diagnostics } = gridToTable({
      rows: rows.slice(start),
      lines: block.slice(start).map((b) => b.line),
      tableName,
      comment,
      line: block[0].line,
    });
    if (table && table.fields.length > 0) result.tables.push(table);
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
