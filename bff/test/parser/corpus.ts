import fs from 'node:fs';
import path from 'node:path';
import type { DialectName } from '@guanmingchiu/sqlparser-ts';
import type { SqlDialect } from '../../../src/contract/text';

/** The shared corpus of real inputs (read-only): ../shared/corpus, or PARSER_CORPUS_DIR. */
export const CORPUS_DIR =
  process.env.PARSER_CORPUS_DIR ?? path.resolve(__dirname, '../../../../shared/corpus');

export const corpusFiles = (ext: string): string[] =>
  fs
    .readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(`.${ext}`))
    .sort();

export const readCorpus = (file: string): string =>
  fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8');

/** sqlparser-rs's name for each of our dialects (it has no DB2 dialect: its generic one). */
export const SQLPARSER_DIALECT: Record<SqlDialect, DialectName> = {
  mysql: 'mysql',
  postgresql: 'postgresql',
  sqlserver: 'mssql',
  sqlite: 'sqlite',
  oracle: 'oracle',
  db2: 'generic',
};
