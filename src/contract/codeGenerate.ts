import { z } from 'zod';
import { defineCall, looseObject, pageQuerySchema, pageResultSchema } from './core';
import { exampleGenerateBody, generateBody, generateResult } from './text';

/** The code generator: generation, AI models, settings, history (feature key `codeGenerate`). */

export const aiModelSchema = z.object({
  id: z.string(),
  name: z.string(),
  isDefault: z.boolean(),
});
export type AiModel = z.infer<typeof aiModelSchema>;

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
    summary: 'Load the field lists the generator works on',
    body: looseObject,
    response: looseObject,
    example: { body: {} },
  }),
  generateApi: defineCall({
    id: 'codeGenerate.generateApi',
    method: 'POST',
    path: '/api/codeGenerate/generateApi',
    summary: 'Generate API code (controllers, clients) from tables',
    body: looseObject,
    response: looseObject,
    example: { body: {} },
  }),
  aiGenerate: defineCall({
    id: 'codeGenerate.aiGenerate',
    method: 'POST',
    path: '/api/codeGenerate/aiGenerate',
    kind: 'sse',
    access: 'user',
    summary: 'Generate code with an AI model, streamed as server-sent events',
    body: looseObject,
    response: z.unknown(),
    example: { body: {} },
  }),
  models: defineCall({
    id: 'codeGenerate.models',
    method: 'GET',
    path: '/api/aiServer/models',
    cacheable: true,
    summary: 'The AI models the operator configured',
    response: z.array(aiModelSchema),
  }),
  setting: defineCall({
    id: 'codeGenerate.setting',
    method: 'GET',
    path: '/api/generateCodeSetting/get',
    summary: 'The generation settings record',
    response: looseObject,
  }),
  findLogPage: defineCall({
    id: 'codeGenerate.findLogPage',
    method: 'POST',
    path: '/api/generateCodeLog/findPage',
    access: 'user',
    summary: "A page of the caller's generations",
    body: pageQuerySchema.passthrough(),
    response: pageResultSchema(looseObject),
    example: { body: { page: 1, pageSize: 10 } },
  }),
};
