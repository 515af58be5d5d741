export { parseTypeText } from './sqlTypeText';
export type { TypeParts } from './sqlTypeText';
export { readJson } from './json';
export { readCsv, readTsv } from './delimited';
export { readExcel } from './excel';
export { readMarkdown } from './markdown';
export { readHtml } from './html';
export { readPlain } from './plain';
export { readJava } from './java';
