import type { Reader, ReaderResult } from '../types';
import { decodeEntities } from './entities';
import { gridToTables } from './header';
import { tableTitle, titleToName, type TitleContext } from './tableTitle';

// A small tag scanner rather than htmlparser2: that package is ES-module only, which the CommonJS
// BFF and its jest setup cannot load; tables, captions and headings are all we read.
interface OpenTable {
  rows: string[][];
  lines: number[];
  caption: string;
  title: TitleContext;
  line: number;
}

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);
const TITLE_TAGS = new Set([...HEADINGS, 'p', 'div', 'span', 'strong', 'b']);
const TOKEN =
  /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<(\/?)([a-zA-Z][\w:-]*)[^<>]*>|[^<]+|</g;

export const readHtml: Reader = (text, options) => {
  const result: ReaderResult = { tables: [], diagnostics: [] };
  const stack: OpenTable[] = [];
  let context: TitleContext = { heading: '', lines: [] };
  // The headings enclosing the current text; one that came before a table has had its turn.
  let outline: { level: number; text: string; spent: boolean }[] = [];
  let textBuf = '';
  let cell: string | null = null;
  let inCaption = false;
  let line = 1;

  const closeCell = () => {
    const top = stack[stack.length - 1];
    if (!top || cell === null) return;
    if (top.rows.length === 0) {
      top.rows.push([]);
      top.lines.push(line);
    }
    top.rows[top.rows.length - 1].push(decodeEntities(cell).replace(/\s+/g, ' ').trim());
    cell = null;
  };
  const closeTable = () => {
    closeCell();
    const top = stack.pop();
    if (!top) return;
    const index = result.tables.length + 1;
    const { tableName, comment } = top.caption
      ? titleToName(top.caption, index, options?.fileTableName)
      : tableTitle(top.title, index, options?.fileTableName);
    const { tables, diagnostics } = gridToTables({ ...top, tableName, comment });
    result.tables.push(...tables.filter((t) => t.fields.length > 0));
    result.diagnostics.push(...diagnostics);
    context = { heading: '', lines: [] };
    for (const h of outline) h.spent = true;
  };

  for (const m of text.matchAll(TOKEN)) {
    const [token, , slash, rawName] = m;
    if (rawName === undefined) {
      if (!token.startsWith('<') || token === '<') {
        if (cell !== null) cell += token;
        else textBuf += token;
      }
    } else {
      const name = rawName.toLowerCase();
      const top = stack[stack.length - 1];
      if (!slash) {
        if (name === 'table') {
          const above = context.heading === '' ? outline : outline.slice(0, -1);
          const outer = above
            .filter((h) => !h.spent)
            .map((h) => h.text)
            .reverse();
          stack.push({ rows: [], lines: [], caption: '', title: { ...context, outer }, line });
        } else if (name === 'tr' && top) {
          closeCell();
          top.rows.push([]);
          top.lines.push(line);
        } else if ((name === 'td' || name === 'th') && top) {
          closeCell();
          cell = '';
        } else if (name === 'caption') {
          inCaption = true;
          textBuf = '';
        } else if (name === 'br' && cell !== null) {
          cell += ' ';
        } else if (TITLE_TAGS.has(name) && cell === null) {
          textBuf = '';
        }
      } else if (name === 'td' || name === 'th') {
        closeCell();
      } else if (name === 'caption' && top) {
        top.caption = decodeEntities(textBuf).replace(/\s+/g, ' ').trim();
        inCaption = false;
      } else if (name === 'table') {
        closeTable();
      } else if (TITLE_TAGS.has(name) && cell === null && !inCaption && textBuf.trim() !== '') {
        const title = decodeEntities(textBuf).replace(/\s+/g, ' ').trim();
        if (HEADINGS.has(name)) {
          const level = Number(name[1]);
          outline = [
            ...outline.filter((h) => h.level < level),
            { level, text: title, spent: false },
          ];
          context = { heading: title, lines: [] };
        } else context.lines.push(title);
      }
    }
    for (let i = token.indexOf('\n'); i !== -1; i = token.indexOf('\n', i + 1)) line++;
  }
  while (stack.length > 0) closeTable();
  if (result.tables.length === 0)
    result.diagnostics.push({ line: 1, column: 1, message: 'No HTML table found' });
  return result;
};
