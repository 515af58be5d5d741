import { z } from 'zod';
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

export const parserBody = z.object({
  text: z
    .string({ required_error: 'Please enter Text' })
    .min(1, 'Please enter Text')
    .max(TEXT_MAX_LENGTH, 'Text is too long'),
  inputType: inputTypeSchema.default('auto'),
  dialect: sqlDialectSchema.optional(),
});
export type ParserBody = z.input<typeof parserBody>;

export const generatedFileSchema = z.object({
  path: z.string(),
  content: z.string(),
  language: z.string(),
});
export type GeneratedFile = z.infer<typeof generatedFileSchema>;

export const generateBody = z.object({
  tables: z.array(tableSchema).min(1, 'Please add at least one table'),
  templateId: z
    .string({ required_error: 'Please select Template' })
    .min(1, 'Please select Template'),
  settings: z.record(z.string(), z.unknown()).optional(),
});
export type GenerateBody = z.infer<typeof generateBody>;

export const generateResult = z.object({ files: z.array(generatedFileSchema) });
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
export const exampleGenerateBody: GenerateBody = { tables: [exampleTable], templateId: '1' };

export const textCalls = {
  parser: defineCall({
    id: 'text.parser',
    method: 'POST',
    path: '/api/text/parser',
    summary: 'Parse pasted text into tables and fields',
    body: parserBody,
    response: parseResultSchema,
    example: { body: { text: 'CREATE TABLE t (id INT PRIMARY KEY);' } },
  }),
  aiParser: defineCall({
    id: 'text.aiParser',
    method: 'POST',
    path: '/api/text/aiParser',
    access: 'user',
    summary: 'Parse free text into fields with an AI model',
    body: looseObject,
    response: parseResultSchema,
    example: { body: { text: 'user: id, name, email' } },
  }),
  importFile: defineCall({
    id: 'text.importFile',
    method: 'POST',
    path: '/api/text/importFile',
    kind: 'multipart',
    summary: 'Parse an uploaded file (SQL, JSON, CSV, Excel...)',
    body: looseObject,
    response: parseResultSchema,
  }),
  generateCode: defineCall({
    id: 'text.generateCode',
    method: 'POST',
    path: '/api/text/generateCode',
    summary: 'Generate code from parsed tables',
    body: generateBody,
    response: generateResult,
    example: { body: exampleGenerateBody },
  }),
  formatter: defineCall({
    id: 'text.formatter',
    method: 'POST',
    path: '/api/text/formatter',
    summary: 'Format SQL, JSON or code text',
    body: looseObject,
    response: looseObject,
    example: { body: { text: '{"a":1}', language: 'json' } },
  }),
  inputType: defineCall({
    id: 'text.inputType',
    method: 'POST',
    path: '/api/text/inputType',
    summary: 'Detect the input type (and SQL dialect) of a text',
    body: looseObject,
    response: looseObject,
    example: { body: { text: 'CREATE TABLE t (id INT);' } },
  }),
  loadFields: defineCall({
    id: 'text.loadFields',
    method: 'POST',
    path: '/api/text/loadFields',
    summary: 'Load the field list of a parsed table',
    body: looseObject,
    response: looseObject,
    example: { body: {} },
  }),
  check: defineCall({
    id: 'text.check',
    method: 'POST',
    path: '/api/text/check',
    summary: 'Check a text or file before parsing',
    body: looseObject,
    response: looseObject,
    example: { body: { text: 'CREATE TABLE t (id INT);' } },
  }),
  findParserLogPage: defineCall({
    id: 'text.findParserLogPage',
    method: 'POST',
    path: '/api/parserLog/findPage',
    access: 'user',
    summary: "A page of the caller's parser runs",
    body: pageQuerySchema.passthrough(),
    response: pageResultSchema(looseObject),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  exportZip: defineCall({
    id: 'text.exportZip',
    method: 'POST',
    path: '/api/text/exportZip',
    kind: 'binary',
    summary: 'Generate code and download it as a zip',
    body: generateBody,
    response: z.unknown(),
    example: { body: exampleGenerateBody },
  }),
};
