export { parseTypeText } from './sqlTypeText';
export type { TypeParts } from './sqlTypeText';
export { readJson } from './json';
