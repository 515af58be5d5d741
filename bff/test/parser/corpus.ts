import fs from 'node:fs';
import path from 'node:path';

/** The shared corpus of real third-party inputs (read-only). */
export const CORPUS_DIR = path.resolve(__dirname, '../../../../shared/corpus');

export const corpusFiles = (ext: string): string[] =>
  fs
    .readdirSync(CORPUS_DIR)
    .filter((f) => f.endsWith(`.${ext}`))
    .sort();

export const readCorpus = (file: string): string =>
  fs.readFileSync(path.join(CORPUS_DIR, file), 'utf8');
