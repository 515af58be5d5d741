import type { Diagnostic } from '@/contract/text';

/** The lines the grammar parser left diagnostics on, once each, in order, blank ones left out. */
export function unreadLines(text: string, diagnostics: Diagnostic[]): string {
  const lines = text.split(/\r?\n/);
  return [...new Set(diagnostics.map((d) => d.line))]
    .sort((a, b) => a - b)
    .map((line) => lines[line - 1] ?? '')
    .filter((line) => line.trim())
    .join('\n');
}
