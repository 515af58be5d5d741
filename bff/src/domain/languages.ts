import type { CodeLanguage } from '../../../src/contract/template';

/** The highlighting language of a file extension (template file names, files a model wrote). */
export const LANGUAGE_OF_EXTENSION: Readonly<Record<string, CodeLanguage>> = {
  java: 'java',
  xml: 'xml',
  kt: 'kotlin',
  kts: 'kotlin',
  ts: 'typescript',
  tsx: 'tsx',
  vue: 'vue',
  js: 'javascript',
  jsx: 'javascript',
  mjs: 'javascript',
  cjs: 'javascript',
  sql: 'sql',
  go: 'go',
  py: 'python',
  cs: 'csharp',
  json: 'json',
  yml: 'yaml',
  yaml: 'yaml',
  md: 'markdown',
  txt: 'text',
};
