import { z } from 'zod';
import { AI_TEXT_MAX_LENGTH, aiChargeSchema, aiRequestFields } from './ai';
import { defineCall, looseObject, pageQuerySchema, pageResultSchema } from './core';

/** The text/SQL parser tool (feature key `text`). Shapes pinned by ARCHITECTURE.md. */

export const inputTypeSchema = z.enum([
  'auto',
  'sql',
  'insert',
  'json',
  'java',
  'typescript',
  'markdown',
  'html',
  'csv',
  'tsv',
  'excel',
  'plain',
]);
export type InputType = z.infer<typeof inputTypeSchema>;

export const sqlDialectSchema = z.enum([
  'mysql',
  'postgresql',
  'sqlserver',
  'oracle',
  'sqlite',
  'db2',
]);
export type SqlDialect = z.infer<typeof sqlDialectSchema>;

/** Longer than any database's identifiers (MySQL 64, PostgreSQL 63, SQL Server and Oracle 128). */
export const FOREIGN_KEY_NAME_MAX = 256;

/**
 * The column a foreign key points at, as the source declares it (`REFERENCES t (c)`, `FOREIGN KEY
 * (a) REFERENCES t (c)`). `column` is the referenced table's primary key when the source names no
 * column, and empty when that table is not in the script either.
 */
export const foreignKeySchema = z.object({
  table: z.string().max(FOREIGN_KEY_NAME_MAX),
  column: z.string().max(FOREIGN_KEY_NAME_MAX),
});
export type ForeignKey = z.infer<typeof foreignKeySchema>;

export const fieldSchema = z.object({
  columnName: z.string(),
  propertyName: z.string(),
  sqlType: z.string(),
  length: z.number().int().nullable(),
  precision: z.number().int().nullable(),
  scale: z.number().int().nullable(),
  nullable: z.boolean(),
  primaryKey: z.boolean(),
  autoIncrement: z.boolean(),
  unique: z.boolean(),
  defaultValue: z.string().nullable(),
  comment: z.string(),
  javaType: z.string(),
  tsType: z.string(),
  /** Only where the source declares a foreign key on the column (SQL DDL). */
  foreignKey: foreignKeySchema.optional(),
});
export type Field = z.infer<typeof fieldSchema>;

export const tableSchema = z.object({
  tableName: z.string(),
  className: z.string(),
  comment: z.string(),
  fields: z.array(fieldSchema),
});
export type Table = z.infer<typeof tableSchema>;

export const diagnosticSchema = z.object({
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
});
export type Diagnostic = z.infer<typeof diagnosticSchema>;

export const parseResultSchema = z.object({
  inputType: inputTypeSchema.exclude(['auto']),
  dialect: sqlDialectSchema.optional(),
  tables: z.array(tableSchema),
  diagnostics: z.array(diagnosticSchema),
});
export type ParseResult = z.infer<typeof parseResultSchema>;

/** Largest paste the parser accepts (characters). */
export const TEXT_MAX_LENGTH = 2_000_000;
/** Largest file `importFile` accepts (bytes). */
export const IMPORT_MAX_BYTES = 5 * 1024 * 1024;
/** File name endings `importFile` accepts. */
export const IMPORT_EXTENSIONS = [
  'sql',
  'ddl',
  'json',
  'txt',
  'java',
  'ts',
  'md',
  'csv',
  'tsv',
  'xlsx',
] as const;
/** Inputs up to this size are parsed as the user types; larger ones on demand. */
export const LIVE_PARSE_MAX_LENGTH = 20_000;

const textField = z
  .string({ required_error: 'Please enter Text' })
  .min(1, 'Please enter Text')
  .max(TEXT_MAX_LENGTH, 'Text is too long (at most 2,000,000 characters)');

/** How table and class names are derived (all optional; defaults in the engine). */
export const namingOptionsSchema = z.object({
  /** Removed from the start of table names before the class name is made, e.g. `t_`, `sys_`. */
  stripTablePrefixes: z.array(z.string().max(64)).max(20).optional(),
  /** Removed from the end of table names, e.g. `_tbl`. */
  stripTableSuffixes: z.array(z.string().max(64)).max(20).optional(),
  /** `user_accounts` → `UserAccount` (default true). */
  singularClassNames: z.boolean().optional(),
  /** Class name of the top-level JSON object (default `Root`). */
  rootClassName: z.string().max(128).optional(),
});
export type NamingOptions = z.infer<typeof namingOptionsSchema>;

/** A user rule that wins over the built-in type mapping, matched on the SQL type (case-insensitive). */
export const typeOverrideSchema = z.object({
  /** `datetime`, `tinyint(1)`, `decimal` ... a length in the rule must match too. */
  sqlType: z.string().min(1).max(64),
  javaType: z.string().max(128).optional(),
  tsType: z.string().max(128).optional(),
});
export type TypeOverride = z.infer<typeof typeOverrideSchema>;

export const parseOptionsSchema = z.object({
  inputType: inputTypeSchema.default('auto'),
  dialect: sqlDialectSchema.optional(),
  naming: namingOptionsSchema.optional(),
  typeOverrides: z.array(typeOverrideSchema).max(100).optional(),
});
export type ParseOptions = z.input<typeof parseOptionsSchema>;

export const parserBody = parseOptionsSchema.extend({
  text: textField,
  /**
   * false for drafts parsed as the user types, so they do not fill the history. A recorded paste
   * is kept once per text and options: sent again, it answers (and moves to the top) that entry.
   */
  history: z.boolean().default(true),
});
export type ParserBody = z.input<typeof parserBody>;

/** What the parse calls answer: the engine's result and, for a signed-in user, its history id. */
export const parserResponseSchema = parseResultSchema.extend({
  historyId: z.number().int().nullable(),
});
export type ParserResponse = z.infer<typeof parserResponseSchema>;

export const inputTypeBody = z.object({ text: textField });
export const inputTypeResult = z.object({
  inputType: inputTypeSchema.exclude(['auto']),
  dialect: sqlDialectSchema.optional(),
});
export type InputTypeResult = z.infer<typeof inputTypeResult>;

export const formatLanguageSchema = z.enum(['sql', 'json', 'java']);
export type FormatLanguage = z.infer<typeof formatLanguageSchema>;
export const formatterBody = z.object({
  text: textField,
  language: formatLanguageSchema,
  dialect: sqlDialectSchema.optional(),
});
export type FormatterBody = z.infer<typeof formatterBody>;
export const formatterResult = z.object({ text: z.string() });

export const problemSchema = z.object({
  severity: z.enum(['error', 'warning', 'info']),
  /** Stable key of the rule, e.g. `duplicate-column`, `no-primary-key`, `reserved-word`. */
  code: z.string(),
  message: z.string(),
  tableName: z.string().optional(),
  columnName: z.string().optional(),
  line: z.number().int().min(1).optional(),
  column: z.number().int().min(1).optional(),
});
export type Problem = z.infer<typeof problemSchema>;

/** Either a text (parsed first, its diagnostics become problems) or an edited field list. */
export const checkBody = z
  .object({
    text: textField.optional(),
    inputType: inputTypeSchema.default('auto'),
    dialect: sqlDialectSchema.optional(),
    tables: z.array(tableSchema).max(2000).optional(),
  })
  .refine((b) => b.text !== undefined || b.tables !== undefined, {
    message: 'Please enter Text',
    path: ['text'],
  });
export type CheckBody = z.input<typeof checkBody>;
export const checkResult = z.object({ problems: z.array(problemSchema) });
export type CheckResult = z.infer<typeof checkResult>;

export const importFileResult = parserResponseSchema.extend({ fileName: z.string() });
export type ImportFileResult = z.infer<typeof importFileResult>;

export const loadFieldsBody = z.object({ id: z.coerce.number().int().positive() });
/** ai: the result of text.aiParser. */
export const parserLogSourceSchema = z.enum(['paste', 'file', 'ai']);
export const parserLogSummarySchema = z.object({
  id: z.number().int(),
  inputType: inputTypeSchema.exclude(['auto']),
  dialect: sqlDialectSchema.nullable(),
  source: parserLogSourceSchema,
  fileName: z.string().nullable(),
  tableNames: z.array(z.string()),
  tableCount: z.number().int(),
  fieldCount: z.number().int(),
  textLength: z.number().int(),
  createdAt: z.string(),
});
export type ParserLogSummary = z.infer<typeof parserLogSummarySchema>;
/** One earlier parse, whole: its input text and its tables, to reopen in the tool. */
export const parserLogDetailSchema = parserLogSummarySchema.extend({
  text: z.string(),
  tables: z.array(tableSchema),
  diagnostics: z.array(diagnosticSchema),
});
export type ParserLogDetail = z.infer<typeof parserLogDetailSchema>;

export const generatedFileSchema = z.object({
  path: z.string(),
  content: z.string(),
  language: z.string(),
});
export type GeneratedFile = z.infer<typeof generatedFileSchema>;

/** A Java package name such as `com.example.demo`. */
export const JAVA_PACKAGE_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*(\.[A-Za-z_][A-Za-z0-9_]*)*$/;

/** What every generation reads besides the tables (`settings` in templates). */
export const generationSettingsSchema = z.object({
  basePackage: z
    .string()
    .trim()
    .max(200)
    .regex(JAVA_PACKAGE_PATTERN, 'Base package looks like com.example.demo')
    .default('com.example.demo'),
  /** Optional module (sub-package / folder), e.g. `system`. */
  moduleName: z
    .string()
    .trim()
    .max(64)
    .regex(/^[A-Za-z0-9_]*$/, 'Module name is letters, digits and _')
    .default(''),
  author: z.string().trim().max(64, 'Author is at most 64 characters').default(''),
  /** `YYYY-MM-DD` stamped into headers; the server's date when absent (fix it for repeatable output). */
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'Date is YYYY-MM-DD')
    .optional(),
  /**
   * Removed from the start of table names before class names are made (`t_`, `sys_`), ignoring
   * case; the first that fits wins.
   */
  tablePrefixes: z.array(z.string().trim().max(64)).max(20).default([]),
  /** Columns left out of entity classes because a base entity holds them (`created_at` ...). */
  skipFields: z.array(z.string().max(64)).max(50).default([]),
  /** The group's options (`lombok`, `dateType` ...), over the group's declared defaults. */
  options: z.record(z.string(), z.union([z.boolean(), z.string().max(500)])).default({}),
});
export type GenerationSettings = z.infer<typeof generationSettingsSchema>;
export type GenerationSettingsInput = z.input<typeof generationSettingsSchema>;

/** Most tables one generation renders. */
export const GENERATE_MAX_TABLES = 500;

export const generateBody = z.object({
  tables: z
    .array(tableSchema)
    .min(1, 'Please add at least one table')
    .max(GENERATE_MAX_TABLES, 'At most 500 tables per generation'),
  templateId: z
    .string({ required_error: 'Please select Template' })
    .min(1, 'Please select Template'),
  settings: generationSettingsSchema.partial().optional(),
});
export type GenerateBody = z.input<typeof generateBody>;

/** The text tool's one-click outputs. */
export const quickTargetSchema = z.enum([
  'java-entity',
  'typescript',
  'go',
  'json',
  'markdown',
  'ddl',
]);
export type QuickTarget = z.infer<typeof quickTargetSchema>;
export const quickGenerateBody = z.object({
  tables: generateBody.shape.tables,
  target: quickTargetSchema,
  /** For `ddl`: the dialect to write (default mysql). */
  dialect: sqlDialectSchema.exclude(['db2']).default('mysql'),
  settings: generationSettingsSchema.partial().optional(),
});
export type QuickGenerateBody = z.input<typeof quickGenerateBody>;

export const generateResult = z.object({
  files: z.array(generatedFileSchema),
  /** The generation's history id for a signed-in user (re-open, re-download), else null. */
  historyId: z.number().int().nullable(),
});
export type GenerateResult = z.infer<typeof generateResult>;

const exampleTable: Table = {
  tableName: 'user_account',
  className: 'UserAccount',
  comment: 'accounts',
  fields: [
    {
      columnName: 'id',
      propertyName: 'id',
      sqlType: 'bigint',
      length: null,
      precision: null,
      scale: null,
      nullable: false,
      primaryKey: true,
      autoIncrement: true,
      unique: false,
      defaultValue: null,
      comment: 'primary key',
      javaType: 'Long',
      tsType: 'number',
    },
  ],
};
export const exampleGenerateBody: GenerateBody = {
  tables: [exampleTable],
  templateId: 'builtin:java-pojo',
  settings: { date: '2026-01-01' },
};

/** Most tables one diagram draws: beyond that a picture is no longer readable, nor cheap to lay out. */
export const DIAGRAM_MAX_TABLES = 300;
/** Most columns (all tables together) one diagram draws. */
export const DIAGRAM_MAX_FIELDS = 6000;

export const diagramFormatSchema = z.enum(['svg', 'png']);
export type DiagramFormat = z.infer<typeof diagramFormatSchema>;

export const diagramBody = z.object({
  tables: z
    .array(tableSchema)
    .min(1, 'Please add at least one table')
    .max(DIAGRAM_MAX_TABLES, `At most ${DIAGRAM_MAX_TABLES} tables per diagram`)
    .refine((tables) => tables.reduce((n, t) => n + t.fields.length, 0) <= DIAGRAM_MAX_FIELDS, {
      message: `At most ${DIAGRAM_MAX_FIELDS.toLocaleString('en-US')} columns per diagram`,
    }),
  /** `svg` (default) or `png` (twice the SVG's size, smaller for very large diagrams). */
  format: diagramFormatSchema.default('svg'),
});
export type DiagramBody = z.input<typeof diagramBody>;

/** Free text for the AI parser: a requirements paragraph, an irregular table, OCR output, a log line. */
export const aiParserBody = z.object({
  text: z
    .string({ required_error: 'Please enter Text' })
    .trim()
    .min(1, 'Please enter Text')
    .max(AI_TEXT_MAX_LENGTH, 'AI parsing takes at most 20,000 characters'),
  ...aiRequestFields,
});
export type AiParserBody = z.input<typeof aiParserBody>;
/** The parser's own shape (inputType `plain`), its history entry, and what the call cost. */
export const aiParserResult = parserResponseSchema.extend({ ai: aiChargeSchema });
export type AiParserResult = z.infer<typeof aiParserResult>;

export const textCalls = {
  parser: defineCall({
    id: 'text.parser',
    method: 'POST',
    path: '/api/text/parser',
    summary: 'Parse pasted text into tables and fields',
    body: parserBody,
    response: parserResponseSchema,
    example: { body: { text: 'CREATE TABLE t (id INT PRIMARY KEY);' } },
  }),
  aiParser: defineCall({
    id: 'text.aiParser',
    method: 'POST',
    path: '/api/text/aiParser',
    access: 'user',
    summary: 'Parse free text into tables with an AI model (charged; see codeGenerate.aiUsage)',
    body: aiParserBody,
    response: aiParserResult,
    example: { body: { text: 'user: id, name, email' } },
  }),
  importFile: defineCall({
    id: 'text.importFile',
    method: 'POST',
    path: '/api/text/importFile',
    kind: 'multipart',
    summary:
      'Parse an uploaded file (form fields: file, inputType?, dialect?; .sql .json .txt .java .ts .md .csv .tsv .xlsx)',
    body: looseObject,
    response: importFileResult,
  }),
  generateCode: defineCall({
    id: 'text.generateCode',
    method: 'POST',
    path: '/api/text/generateCode',
    summary:
      'Quick outputs of the text tool: entity, TS, Go, JSON sample, Markdown, DDL in a dialect',
    body: quickGenerateBody,
    response: generateResult,
    example: { body: { tables: [exampleTable], target: 'typescript' } },
  }),
  formatter: defineCall({
    id: 'text.formatter',
    method: 'POST',
    path: '/api/text/formatter',
    summary: 'Format SQL (per dialect), JSON or Java text',
    body: formatterBody,
    response: formatterResult,
    example: { body: { text: '{"a":1}', language: 'json' } },
  }),
  inputType: defineCall({
    id: 'text.inputType',
    method: 'POST',
    path: '/api/text/inputType',
    summary: 'Detect the input type (and SQL dialect) of a text',
    body: inputTypeBody,
    response: inputTypeResult,
    example: { body: { text: 'CREATE TABLE t (id INT);' } },
  }),
  loadFields: defineCall({
    id: 'text.loadFields',
    method: 'POST',
    path: '/api/text/loadFields',
    access: 'user',
    summary: "One of the caller's earlier parses, whole (text, tables), by its history id",
    body: loadFieldsBody,
    response: parserLogDetailSchema,
    example: { body: { id: 1 } },
  }),
  check: defineCall({
    id: 'text.check',
    method: 'POST',
    path: '/api/text/check',
    summary: 'Report problems in a text or an edited field list',
    body: checkBody,
    response: checkResult,
    example: { body: { text: 'CREATE TABLE t (id INT);' } },
  }),
  findParserLogPage: defineCall({
    id: 'text.findParserLogPage',
    method: 'POST',
    path: '/api/parserLog/findPage',
    access: 'user',
    summary: "A page of the caller's parser runs",
    body: pageQuerySchema,
    response: pageResultSchema(parserLogSummarySchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  exportZip: defineCall({
    id: 'text.exportZip',
    method: 'POST',
    path: '/api/text/exportZip',
    kind: 'binary',
    summary: 'Generate code with a template group and download it as a zip (folders kept)',
    body: generateBody,
    response: z.unknown(),
    example: { body: exampleGenerateBody },
  }),
  diagram: defineCall({
    id: 'text.diagram',
    method: 'POST',
    path: '/api/text/diagram',
    kind: 'binary',
    summary:
      'An entity-relationship picture of the tables (image/svg+xml or image/png): columns, types, keys, lines for foreign keys',
    body: diagramBody,
    response: z.unknown(),
    example: { body: { tables: [exampleTable] } },
  }),
};
