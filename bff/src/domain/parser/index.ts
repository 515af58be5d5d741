import {
  inputTypeSchema,
  parseOptionsSchema,
  sqlDialectSchema,
  type Diagnostic,
  type ParseOptions,
  type ParseResult,
} from '../../../../src/contract/text';
import { detectInputType } from './detect';
import { finishTables } from './finish';
import {
  readCsv,
  readExcel,
  readHtml,
  readJava,
  readJson,
  readMarkdown,
  readPlain,
  readTsv,
  readTypeScript,
} from './formats';
import { fileTableName } from './formats/tableTitle';
import { readInsert, readSql } from './sql';
import type { ConcreteInputType, Reader, ReaderOptions, ReaderResult } from './types';

export type { ParseOptions, ParseResult } from '../../../../src/contract/text';

const textReaders: Record<Exclude<ConcreteInputType, 'excel'>, Reader> = {
  sql: readSql,
  insert: readInsert,
  json: readJson,
  java: readJava,
  typescript: readTypeScript,
  markdown: readMarkdown,
  html: readHtml,
  csv: readCsv,
  tsv: readTsv,
  plain: readPlain,
};

type Normalised = ReturnType<typeof parseOptionsSchema.parse>;

const DEFAULT_OPTIONS: Readonly<Normalised> = Object.freeze(parseOptionsSchema.parse({}));
const INPUT_TYPES: ReadonlySet<unknown> = new Set(inputTypeSchema.options);
const DIALECTS: ReadonlySet<unknown> = new Set(sqlDialectSchema.options);

/**
 * The usual options (none, or a valid input type and dialect only, as the paste route sends them)
 * without the schema: a schema check costs a few microseconds of a one-table parse. Null for any
 * other options, which the schema reads.
 */
function plainOptions(options: ParseOptions | undefined): Normalised | null {
  // JavaScript callers may pass null, which the schema took as no options.
  if (options === undefined || options === null) return DEFAULT_OPTIONS;
  if (Object.getPrototypeOf(options) !== Object.prototype) return null;
  for (const key in options) if (key !== 'inputType' && key !== 'dialect') return null;
  const { inputType = 'auto', dialect } = options;
  if (!INPUT_TYPES.has(inputType) || (dialect !== undefined && !DIALECTS.has(dialect))) return null;
  return dialect === undefined ? { inputType } : { inputType, dialect };
}

/** Options as the contract defines them, defaults applied; bad options fall back to the defaults. */
function normalise(options: ParseOptions | undefined): Normalised {
  const plain = plainOptions(options);
  if (plain !== null) return plain;
  const parsed = parseOptionsSchema.safeParse(options ?? {});
  return parsed.success ? parsed.data : DEFAULT_OPTIONS;
}

function internalError(error: unknown): Diagnostic {
  const message = error instanceof Error ? error.message : String(error);
  return { line: 1, column: 1, message: `Internal parser error: ${message}` };
}

/** Reader output → the contract's result, with names and language types derived in one place. */
function finish(
  inputType: ConcreteInputType,
  read: ReaderResult,
  options: Normalised,
): ParseResult {
  const dialect = read.dialect ?? options.dialect;
  return {
    inputType,
    ...(dialect && (inputType === 'sql' || inputType === 'insert') ? { dialect } : {}),
    tables: finishTables(read.tables, dialect, {
      naming: options.naming,
      typeOverrides: options.typeOverrides,
    }),
    diagnostics: read.diagnostics,
  };
}

function readerOptions(
  options: Normalised,
  dialect = options.dialect,
  fileTableName?: string,
): ReaderOptions {
  return {
    dialect,
    rootName: options.naming?.rootClassName,
    fileTableName,
    withoutFieldLines: true,
  };
}

/**
 * Text → tables and diagnostics. Never throws: a reader's bug becomes one diagnostic and the result
 * still has the contract's shape, so callers (the BFF, the CLI, the bench) need no try/catch.
 */
export function parse(text: string, options?: ParseOptions): ParseResult {
  return parseText(text, normalise(options));
}

/** `parse` with the table name an imported file's name gives to the tables its content leaves unnamed. */
function parseText(text: string, opts: Normalised, fileTableName?: string): ParseResult {
  let inputType: ConcreteInputType = opts.inputType === 'auto' ? 'plain' : opts.inputType;
  try {
    let dialect = opts.dialect;
    if (opts.inputType === 'auto') {
      const detected = detectInputType(text);
      inputType = detected.inputType;
      dialect = dialect ?? detected.dialect;
    }
    if (inputType === 'excel') {
      return {
        inputType,
        tables: [],
        diagnostics: [
          { line: 1, column: 1, message: 'Excel workbooks are read from a file: use Import.' },
        ],
      };
    }
    const read = textReaders[inputType](text, readerOptions(opts, dialect, fileTableName));
    return finish(inputType, read, opts);
  } catch (error) {
    return { inputType, tables: [], diagnostics: [internalError(error)] };
  }
}

/** File name endings and the input type they stand for; `.txt` and `.sql` are told apart by content. */
const byExtension: Record<string, ConcreteInputType | 'auto'> = {
  sql: 'auto',
  ddl: 'sql',
  json: 'json',
  txt: 'auto',
  java: 'java',
  ts: 'typescript',
  md: 'markdown',
  csv: 'csv',
  tsv: 'tsv',
  xlsx: 'excel',
};

const extensionOf = (fileName: string) => {
  const dot = fileName.lastIndexOf('.');
  return dot < 0 ? '' : fileName.slice(dot + 1).toLowerCase();
};

/** Bytes → text: UTF-8 (BOM dropped) or UTF-16 with a BOM; null when the bytes are not text. */
export function decodeText(bytes: Uint8Array): string | null {
  if (bytes.length >= 2 && bytes[0] === 0xff && bytes[1] === 0xfe) {
    return new TextDecoder('utf-16le').decode(bytes.subarray(2));
  }
  if (bytes.length >= 2 && bytes[0] === 0xfe && bytes[1] === 0xff) {
    return new TextDecoder('utf-16be').decode(bytes.subarray(2));
  }
  const start =
    bytes.length >= 3 && bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? 3 : 0;
  const body = bytes.subarray(start);
  // NUL bytes do not occur in text files; they mark a binary file renamed to .sql or .txt.
  if (body.subarray(0, 8192).includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(body);
  } catch {
    // Not UTF-8: scripts saved by Chinese Windows tools are GB18030/GBK (a superset of ASCII).
    return new TextDecoder('gb18030').decode(body);
  }
}

/**
 * An uploaded file → tables. The extension picks the reader (an explicit inputType in the options
 * wins); `.xlsx` reads each worksheet as a table. A table the content does not name (CSV/TSV, an
 * untitled Markdown or text table, the JSON root, a sheet called `Sheet1`) is named after the file:
 * `sample.csv` → `sample`. Never throws.
 */
export async function parseFile(
  fileName: string,
  bytes: Uint8Array,
  options?: ParseOptions,
): Promise<ParseResult> {
  const opts = normalise(options);
  const fromName = byExtension[extensionOf(fileName)] ?? 'auto';
  const inputType = opts.inputType !== 'auto' ? opts.inputType : fromName;
  const nameOfFile = fileTableName(fileName) || undefined;
  if (inputType === 'excel') {
    try {
      return finish(
        'excel',
        await readExcel(bytes, readerOptions(opts, undefined, nameOfFile)),
        opts,
      );
    } catch (error) {
      return { inputType, tables: [], diagnostics: [internalError(error)] };
    }
  }
  const text = decodeText(bytes);
  if (text === null) {
    return {
      inputType: inputType === 'auto' ? 'plain' : inputType,
      tables: [],
      diagnostics: [
        {
          line: 1,
          column: 1,
          message: `${fileName} is not a text file (it contains binary data).`,
        },
      ],
    };
  }
  return parseText(text, { ...opts, inputType }, nameOfFile);
}

/**
 * A text file already decoded → tables, synchronously: the extension picks the reader as in
 * `parseFile` and unnamed tables take the file's name. For callers that hold the text (the mocks).
 */
export function parseTextFile(fileName: string, text: string, options?: ParseOptions): ParseResult {
  const opts = normalise(options);
  const fromName = byExtension[extensionOf(fileName)] ?? 'auto';
  const inputType = opts.inputType !== 'auto' ? opts.inputType : fromName;
  return parseText(text, { ...opts, inputType }, fileTableName(fileName) || undefined);
}
