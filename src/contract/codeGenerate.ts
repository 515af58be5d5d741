import { z } from 'zod';
import {
  AI_INSTRUCTION_MAX_LENGTH,
  aiCallPageQuery,
  aiCallSchema,
  aiChargeSchema,
  aiModelSchema,
  aiRequestFields,
  aiUsageSchema,
} from './ai';
import { defineCall, pageQuerySchema, pageResultSchema } from './core';
import {
  exampleGenerateBody,
  generatedFileSchema,
  generateBody,
  generateResult,
  generationSettingsSchema,
  namingOptionsSchema,
  tableSchema,
  typeOverrideSchema,
} from './text';

/** The code generator: generation, AI models, settings, history (feature key `codeGenerate`). */

/** One earlier generation, listed in the history. */
export const generateLogSummarySchema = z.object({
  id: z.number().int(),
  templateId: z.string(),
  templateName: z.string(),
  tableNames: z.array(z.string()),
  tableCount: z.number().int(),
  fileCount: z.number().int(),
  createdAt: z.string(),
});
export type GenerateLogSummary = z.infer<typeof generateLogSummarySchema>;
/** Everything needed to re-open (and re-generate) an earlier generation. */
export const generateLogDetailSchema = generateLogSummarySchema.extend({
  tables: z.array(tableSchema),
  settings: generationSettingsSchema,
  /**
   * An AI generation (templateId `ai:<model>`): its files as the model wrote them, since there is no
   * template to render again. Absent for template generations.
   */
  aiFiles: z.array(generatedFileSchema).optional(),
});
export type GenerateLogDetail = z.infer<typeof generateLogDetailSchema>;
export const generateLogQuery = pageQuerySchema.extend({ keyword: z.string().max(100).optional() });

/** A user's defaults for the workbench (anonymous callers get the built-in defaults). */
export const generateSettingSchema = z.object({
  settings: generationSettingsSchema,
  naming: namingOptionsSchema,
  typeOverrides: z.array(typeOverrideSchema).max(100),
  defaultTemplateId: z.string().nullable(),
});
export type GenerateSetting = z.infer<typeof generateSettingSchema>;
export const generateSettingInput = z.object({
  settings: generationSettingsSchema.default({}),
  naming: namingOptionsSchema.default({}),
  typeOverrides: z.array(typeOverrideSchema).max(100).default([]),
  defaultTemplateId: z.string().min(1).nullable().default(null),
});
export type GenerateSettingInput = z.input<typeof generateSettingInput>;

export const generateApiBody = z.object({
  tables: generateBody.shape.tables,
  settings: generationSettingsSchema.partial().optional(),
  format: z.enum(['yaml', 'json']).default('yaml'),
  /** API title (default: the module or "Generated API"). */
  title: z.string().trim().max(100).optional(),
});
export type GenerateApiBody = z.input<typeof generateApiBody>;
export const generateApiResult = z.object({
  format: z.enum(['yaml', 'json']),
  fileName: z.string(),
  /** The OpenAPI 3.1 document as text in `format`. */
  content: z.string(),
});
export type GenerateApiResult = z.infer<typeof generateApiResult>;

/** Most tables one AI generation takes (the prompt carries them all). */
export const AI_GENERATE_MAX_TABLES = 20;

export const aiGenerateBody = z.object({
  tables: z
    .array(tableSchema)
    .min(1, 'Please add at least one table')
    .max(AI_GENERATE_MAX_TABLES, 'AI generation takes at most 20 tables'),
  instruction: z
    .string({ required_error: 'Please enter Instruction' })
    .trim()
    .min(1, 'Please enter Instruction')
    .max(AI_INSTRUCTION_MAX_LENGTH, 'Instruction is at most 4000 characters'),
  /** What to write, e.g. "Spring Boot REST controller (Java 17)"; free text, presets in the UI. */
  target: z
    .string({ required_error: 'Please enter Target' })
    .trim()
    .min(1, 'Please enter Target')
    .max(100, 'Target is at most 100 characters'),
  /** Package, author and naming the code should follow. */
  settings: generationSettingsSchema.partial().optional(),
  ...aiRequestFields,
});
export type AiGenerateBody = z.input<typeof aiGenerateBody>;

export const aiTokenUsageSchema = z.object({
  promptTokens: z.number().int().nullable(),
  completionTokens: z.number().int().nullable(),
  totalTokens: z.number().int().nullable(),
});
export type AiTokenUsage = z.infer<typeof aiTokenUsageSchema>;

/**
 * The server-sent events of aiGenerate, each `event: <type>` with this JSON as `data`: one start
 * (the call is charged), deltas as the model writes, then done (the files, in the generation
 * history) or error. A client stops the call by aborting the request.
 */
export const aiGenerateEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('start'), charge: aiChargeSchema }),
  z.object({ type: z.literal('delta'), text: z.string() }),
  z.object({
    type: z.literal('done'),
    files: z.array(generatedFileSchema),
    historyId: z.number().int().nullable(),
    usage: aiTokenUsageSchema,
  }),
  z.object({ type: z.literal('error'), code: z.number().int(), message: z.string() }),
]);
export type AiGenerateEvent = z.infer<typeof aiGenerateEventSchema>;

export const codeGenerateCalls = {
  generateCode: defineCall({
    id: 'codeGenerate.generateCode',
    method: 'POST',
    path: '/api/codeGenerate/generateCode',
    summary: 'Render a template group over tables',
    body: generateBody,
    response: generateResult,
    example: { body: exampleGenerateBody },
  }),
  loadFields: defineCall({
    id: 'codeGenerate.loadFields',
    method: 'POST',
    path: '/api/codeGenerate/loadFields',
    access: 'user',
    summary: "The tables and settings of one of the caller's earlier generations, by history id",
    body: z.object({ id: z.coerce.number().int().positive() }),
    response: generateLogDetailSchema,
    example: { body: { id: 1 } },
  }),
  generateApi: defineCall({
    id: 'codeGenerate.generateApi',
    method: 'POST',
    path: '/api/codeGenerate/generateApi',
    summary: 'An OpenAPI 3.1 document (YAML or JSON) for the generated CRUD API of the tables',
    body: generateApiBody,
    response: generateApiResult,
    example: { body: { tables: exampleGenerateBody.tables, format: 'yaml' } },
  }),
  aiGenerate: defineCall({
    id: 'codeGenerate.aiGenerate',
    method: 'POST',
    path: '/api/codeGenerate/aiGenerate',
    kind: 'sse',
    access: 'user',
    summary:
      'Generate code with an AI model, streamed as server-sent events (aiGenerateEventSchema); charged',
    body: aiGenerateBody,
    response: z.unknown(),
    example: {
      body: {
        tables: exampleGenerateBody.tables,
        instruction: 'A REST controller with CRUD endpoints',
        target: 'Spring Boot REST controller (Java 17)',
      },
    },
  }),
  models: defineCall({
    id: 'codeGenerate.models',
    method: 'GET',
    path: '/api/aiServer/models',
    cacheable: true,
    summary: 'The AI models the operator configured, with price per call (empty: AI is off)',
    response: z.array(aiModelSchema),
  }),
  aiUsage: defineCall({
    id: 'codeGenerate.aiUsage',
    method: 'GET',
    path: '/api/aiServer/usage',
    summary:
      "The caller's AI allowance: calls left today, VIP balance, burst limit (zeros when anonymous)",
    response: aiUsageSchema,
  }),
  aiCallPage: defineCall({
    id: 'codeGenerate.aiCallPage',
    method: 'POST',
    path: '/api/aiServer/callPage',
    access: 'user',
    summary: "A page of the caller's own recorded AI calls, newest first",
    body: aiCallPageQuery,
    response: pageResultSchema(aiCallSchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  setting: defineCall({
    id: 'codeGenerate.setting',
    method: 'GET',
    path: '/api/generateCodeSetting/get',
    summary: "The caller's generation defaults (built-in defaults when anonymous)",
    response: generateSettingSchema,
  }),
  saveSetting: defineCall({
    id: 'codeGenerate.saveSetting',
    method: 'POST',
    path: '/api/generateCodeSetting/save',
    access: 'user',
    summary: "Save the caller's generation defaults",
    body: generateSettingInput,
    response: generateSettingSchema,
    example: { body: { settings: { basePackage: 'com.acme.shop', author: 'Ada' } } },
  }),
  findLogPage: defineCall({
    id: 'codeGenerate.findLogPage',
    method: 'POST',
    path: '/api/generateCodeLog/findPage',
    access: 'user',
    summary: "A page of the caller's generations",
    body: generateLogQuery,
    response: pageResultSchema(generateLogSummarySchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
};
