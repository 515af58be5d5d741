import type { ParseOptions, ParseResult, Problem } from '../../../../src/contract/text';
import { parse } from '../parser';
import { checkTables } from './tables';

export { checkTables } from './tables';

/** A parse's diagnostics as `parse-error` problems (with their positions), then its tables checked. */
export function checkParseResult(result: ParseResult): Problem[] {
  const problems: Problem[] = result.diagnostics.map((d) => ({
    severity: 'error',
    code: 'parse-error',
    message: d.message,
    line: d.line,
    column: d.column,
  }));
  return [...problems, ...checkTables(result.tables, result.dialect)];
}

/** Parses the text, then reports its diagnostics and the problems of its tables. */
export function checkText(text: string, options: ParseOptions = {}): Problem[] {
  return checkParseResult(parse(text, options));
}
