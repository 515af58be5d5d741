import type { Reader, ReaderResult } from '../types';
import { gridToTables } from './header';
import { tableTitle, type TitleContext } from './tableTitle';

// A small GFM table scanner: marked and htmlparser2 ship as ES modules only, which the CommonJS BFF
// and its jest setup cannot load, and tables are all we need from the document.
const DELIMITER_ROW = /^\s*\|?\s*:?-+:?\s*(\|\s*:?-+:?\s*)*\|?\s*$/;
const HEADING = /^\s{0,3}#{1,6}\s+(.*?)\s*#*\s*$/;

function splitRow(line: string): string[] {
  let s = line.trim();
  if (s.startsWith('|')) s = s.slice(1);
  if (s.endsWith('|') && !s.endsWith('\\|')) s = s.slice(0, -1);
  const cells: string[] = [];
  let cell = '';
  let code = false;
  for (let i = 0; i < s.length; i++) {
    const c = s[i];
    if (c === '\\' && s[i + 1] === '|') {
      cell += '|';
      i++;
    } else if (c === '`') {
      code = !code;
      cell += c;
    } else if (c === '|' && !code) {
      cells.push(cell);
      cell = '';
    } else {
      cell += c;
    }
  }
  cells.push(cell);
  return cells.map(cellText);
}

/** Inline markup around a cell (`**id**`, `` `id` ``) is not part of the name. */
const cellText = (text: string) =>
  text
    .replace(/<br\s*\/?>/gi, ' ')
    .replace(/^[\s*`~]+|[\s*`~]+$/g, '')
    .trim();

export const readMarkdown: Reader = (text, options) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n?|\n/);
  let context: TitleContext = { heading: '', lines: [] };
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (
      line.includes('|') &&
      i + 1 < lines.length &&
      DELIMITER_ROW.test(lines[i + 1]) &&
      lines[i + 1].includes('-')
    ) {
      const rows = [splitRow(line)];
      const rowLines = [i + 1];
      let j = i + 2;
      for (; j < lines.length && lines[j].includes('|') && lines[j].trim() !== ''; j++) {
        rows.push(splitRow(lines[j]));
        rowLines.push(j + 1);
      }
      const { tableName, comment } = tableTitle(
        context,
        result.tables.length + 1,
        options?.fileTableName,
      );
      const { tables, diagnostics } = gridToTables({
        rows,
        lines: rowLines,
        tableName,
        comment,
        line: i + 1,
      });
      result.tables.push(...tables.filter((t) => t.fields.length > 0));
      result.diagnostics.push(...diagnostics);
      context = { heading: '', lines: [] };
      i = j - 1;
      continue;
    }
    const heading = HEADING.exec(line);
    if (heading) context = { heading: heading[1], lines: [] };
    else if (line.trim() !== '') context.lines.push(line.trim());
  }
  if (result.tables.length === 0) {
    result.diagnostics.push({ line: 1, column: 1, message: 'No Markdown table found' });
  }
  return result;
};
