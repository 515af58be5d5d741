/**
 * The CREATE TABLE statements of a corpus file, cut out without our own splitter so the oracles and
 * the bench see the same text whatever our reader does: from a line-leading `CREATE TABLE` past its
 * balanced column list (quotes, brackets and comments skipped) to the `;`, `GO` line or blank line
 * that ends it. Good enough for the corpus, not a general splitter.
 */
export function createTableStatements(text: string): string[] {
  const out: string[] = [];
  const start = /^[ \t]*CREATE\s+TABLE\b/gim;
  let m: RegExpExecArray | null;
  while ((m = start.exec(text))) {
    const close = closingParen(text, m.index);
    if (close < 0) continue;
    const rest = text.slice(close + 1);
    const end = Math.min(
      ...[rest.indexOf(';'), rest.search(/\n\s*GO\b/i), rest.search(/\n[ \t\r]*\n/)]
        .filter((i) => i >= 0)
        .concat(rest.length),
    );
    out.push(text.slice(m.index, close + 1 + end).trim());
    start.lastIndex = close;
  }
  return out;
}

function closingParen(text: string, from: number): number {
  let depth = 0;
  for (let i = from; i < text.length; i++) {
    const c = text[i];
    const skipTo = (closer: string, after: number) => {
      const j = text.indexOf(closer, after);
      return j < 0 ? text.length : j + closer.length - 1;
    };
    if (c === '-' && text[i + 1] === '-') i = skipTo('\n', i);
    else if (c === '/' && text[i + 1] === '*') i = skipTo('*/', i + 2);
    else if (c === "'" || c === '"' || c === '`') i = skipTo(c, i + 1);
    else if (c === '[') i = skipTo(']', i + 1);
    else if (c === '(') depth++;
    else if (c === ')' && --depth === 0) return i;
  }
  return -1;
}
