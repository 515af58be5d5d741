import { z } from 'zod';
import { defineCall, idParamsSchema, looseObject, pageQuerySchema, pageResultSchema } from './core';
import { AI_EXAMPLE_MAX_LENGTH, aiChargeSchema, aiRequestFields } from './ai';
import { exampleGenerateBody, generationSettingsSchema, tableSchema } from './text';

/**
 * User-managed template groups, organised as a tree of folders and Liquid files (feature key
 * `template`). Built-in groups live in code with ids `builtin:<key>` (files `builtin:<key>:<n>`), so
 * they are read-only and an upgrade never touches a user's copy; users' groups and files have
 * numeric ids, sent as strings.
 */

/** Largest template file (characters) and group (files) a user may store. */
export const TEMPLATE_FILE_MAX_LENGTH = 200_000;
export const TEMPLATE_GROUP_MAX_FILES = 200;
/** Largest template zip `importZip` accepts (bytes). */
export const TEMPLATE_ZIP_MAX_BYTES = 2 * 1024 * 1024;
export const BUILTIN_ID_PREFIX = 'builtin:';

/** Languages a generated file can be highlighted as (also the file's `language` in results). */
export const codeLanguageSchema = z.enum([
  'java',
  'xml',
  'kotlin',
  'typescript',
  'tsx',
  'vue',
  'javascript',
  'sql',
  'go',
  'python',
  'csharp',
  'json',
  'yaml',
  'markdown',
  'text',
]);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

/** An option a group declares (Lombok on/off, date type ...), read in templates as `options.<key>`. */
export const templateOptionSchema = z.object({
  key: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[A-Za-z_][A-Za-z0-9_]*$/, 'Option keys are letters, digits and _'),
  label: z.string().min(1).max(128),
  type: z.enum(['boolean', 'select', 'string']),
  default: z.union([z.boolean(), z.string().max(500)]),
  choices: z
    .array(z.object({ value: z.string().max(128), label: z.string().max(128) }))
    .max(50)
    .optional(),
  description: z.string().max(500).optional(),
});
export type TemplateOption = z.infer<typeof templateOptionSchema>;

export const templateGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  /** Main language of the group's output, for icons and filters. */
  language: codeLanguageSchema,
  builtIn: z.boolean(),
  /** For a copy: the group it was copied from (a built-in id or a user group id). */
  copiedFrom: z.string().nullable(),
  options: z.array(templateOptionSchema),
  fileCount: z.number().int(),
  updatedAt: z.string().nullable(),
  /**
   * false: no template reads the base package (TypeScript, Go, Python, SQL ...), so the settings
   * form hides it. Absent (users' groups) or true: shown.
   */
  usesBasePackage: z.boolean().optional(),
});
export type TemplateGroup = z.infer<typeof templateGroupSchema>;

export const templateNodeTypeSchema = z.enum(['folder', 'file']);
/** `table`: rendered once per table; `all`: once for the whole generation (`tables` in scope). */
export const templateScopeSchema = z.enum(['table', 'all']);
export type TemplateScope = z.infer<typeof templateScopeSchema>;

/** A folder or file. Its `name` is a Liquid template too: `{{ table.className }}Mapper.java`. */
export const templateNodeSchema = z.object({
  id: z.string(),
  groupId: z.string(),
  parentId: z.string().nullable(),
  type: templateNodeTypeSchema,
  name: z.string(),
  /** Files only ('' for folders). */
  content: z.string(),
  scope: templateScopeSchema,
  language: codeLanguageSchema,
  sort: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TemplateNode = z.infer<typeof templateNodeSchema>;

export type TemplateTreeNode = TemplateNode & { children: TemplateTreeNode[] };
export const templateTreeNodeSchema: z.ZodType<TemplateTreeNode> = templateNodeSchema.extend({
  children: z.lazy(() => z.array(templateTreeNodeSchema)),
});

export const templateTreeSchema = z.object({
  group: templateGroupSchema,
  tree: z.array(templateTreeNodeSchema),
});
export type TemplateTree = z.infer<typeof templateTreeSchema>;

/** Where a template failed: the file (its path in the tree), 1-based line and column. */
export const templateErrorSchema = z.object({
  file: z.string(),
  line: z.number().int().min(1),
  column: z.number().int().min(1),
  message: z.string(),
});
export type TemplateError = z.infer<typeof templateErrorSchema>;

const groupName = z
  .string({ required_error: 'Please enter Name' })
  .trim()
  .min(1, 'Please enter Name')
  .max(100, 'Name is at most 100 characters');
const description = z.string().max(1000, 'Description is at most 1000 characters');
/** One path segment template: no slashes except inside `{{ }}`, never `..`. */
const nodeName = z
  .string({ required_error: 'Please enter Name' })
  .trim()
  .min(1, 'Please enter Name')
  .max(255, 'Name is at most 255 characters')
  .refine((n) => n !== '.' && n !== '..', 'Name cannot be . or ..');

export const templateGroupInput = z.object({
  name: groupName,
  description: description.default(''),
  language: codeLanguageSchema.default('java'),
  options: z.array(templateOptionSchema).max(50).default([]),
});
export type TemplateGroupInput = z.input<typeof templateGroupInput>;

export const templateGroupUpdate = z.object({
  id: z.string().min(1),
  name: groupName.optional(),
  description: description.optional(),
  language: codeLanguageSchema.optional(),
  options: z.array(templateOptionSchema).max(50).optional(),
});
export type TemplateGroupUpdate = z.input<typeof templateGroupUpdate>;

/** Create (no `id`) or update a node; changing `parentId` moves it, changing `name` renames it. */
export const saveFileBody = z.object({
  id: z.string().min(1).optional(),
  groupId: z.string({ required_error: 'Please select Template' }).min(1),
  parentId: z.string().min(1).nullable().default(null),
  type: templateNodeTypeSchema.default('file'),
  name: nodeName,
  content: z
    .string()
    .max(TEMPLATE_FILE_MAX_LENGTH, 'A template file is at most 200,000 characters')
    .default(''),
  scope: templateScopeSchema.default('table'),
  language: codeLanguageSchema.optional(),
  sort: z.number().int().min(0).max(100000).optional(),
});
export type SaveFileBody = z.input<typeof saveFileBody>;

/**
 * Copy a whole group (`type: 'group'`, into a new own group) or a file/folder with its subtree
 * (into `targetGroupId`, default the same group, under `targetParentId`).
 */
export const copyFileBody = z.object({
  type: z.enum(['group', 'node']).default('node'),
  id: z.string().min(1),
  targetGroupId: z.string().min(1).optional(),
  targetParentId: z.string().min(1).nullable().optional(),
  name: z.string().trim().min(1).max(255).optional(),
});
export type CopyFileBody = z.input<typeof copyFileBody>;
export const copyFileResult = z.object({ groupId: z.string(), id: z.string() });

export const templateListQuery = pageQuerySchema.extend({
  keyword: z.string().max(100).optional(),
  /** `builtIn`, `own` or both (default). */
  owner: z.enum(['all', 'builtIn', 'own']).default('all'),
  language: codeLanguageSchema.optional(),
});

export const templatePreviewBody = z.object({
  groupId: z.string().min(1),
  /** Unsaved edits to render instead of the stored content, by node id. */
  overrides: z
    .array(
      z.object({
        id: z.string().min(1),
        name: z.string().max(255).optional(),
        content: z.string().max(TEMPLATE_FILE_MAX_LENGTH).optional(),
      }),
    )
    .max(TEMPLATE_GROUP_MAX_FILES)
    .default([]),
  /** Only render these nodes (default: all files). */
  nodeIds: z.array(z.string()).max(TEMPLATE_GROUP_MAX_FILES).optional(),
  /** Default: the built-in sample table. */
  tables: z.array(tableSchema).max(20).optional(),
  settings: generationSettingsSchema.partial().optional(),
});
export const templatePreviewResult = z.object({
  files: z.array(
    z.object({
      nodeId: z.string(),
      path: z.string(),
      content: z.string(),
      language: z.string(),
    }),
  ),
  errors: z.array(templateErrorSchema.extend({ nodeId: z.string() })),
});
export type TemplatePreviewResult = z.infer<typeof templatePreviewResult>;

/**
 * Template from example code: one hand-written file for one table; the model proposes a Liquid
 * template (and its output path template) that renders that file back from the table.
 */
export const aiFromExampleBody = z.object({
  table: tableSchema,
  example: z
    .string({ required_error: 'Please enter Example code' })
    .trim()
    .min(1, 'Please enter Example code')
    .max(AI_EXAMPLE_MAX_LENGTH, 'Example code is at most 50,000 characters'),
  /** The example's language (java, kotlin, typescript ...); guessed by the model when absent. */
  language: codeLanguageSchema.optional(),
  /** Settings the template's render-back uses (package, author ...). */
  settings: generationSettingsSchema.partial().optional(),
  ...aiRequestFields,
});
export type AiFromExampleBody = z.input<typeof aiFromExampleBody>;

export const aiFromExampleResult = z.object({
  /** The proposed Liquid template (file content). */
  content: z.string(),
  /** The proposed file name template, e.g. `{{ table.className }}Dto.java`. */
  name: z.string(),
  language: codeLanguageSchema,
  /** The template rendered back over the table (null when it does not render). */
  rendered: z.object({ path: z.string(), content: z.string() }).nullable(),
  /** Errors of the render-back, at their line; empty when it renders. */
  errors: z.array(templateErrorSchema),
  ai: aiChargeSchema,
});
export type AiFromExampleResult = z.infer<typeof aiFromExampleResult>;

export const templateCalls = {
  findAll: defineCall({
    id: 'template.findAll',
    method: 'POST',
    path: '/api/templateInfo/findAll',
    summary: 'The template groups the caller can use (built-in and own)',
    body: z.object({ language: codeLanguageSchema.optional() }),
    response: z.array(templateGroupSchema),
    example: { body: {} },
  }),
  findList: defineCall({
    id: 'template.findList',
    method: 'POST',
    path: '/api/templateInfo/findList',
    summary: 'A searchable page of template groups',
    body: templateListQuery,
    response: pageResultSchema(templateGroupSchema),
    example: { body: { page: 1, pageSize: 10 } },
  }),
  findTree: defineCall({
    id: 'template.findTree',
    method: 'GET',
    path: '/api/templateInfo/findTree/:id',
    summary: 'A template group with its folder and file tree (files with content)',
    params: idParamsSchema,
    response: templateTreeSchema,
    example: { params: { id: 'builtin:java-pojo' } },
  }),
  exportZip: defineCall({
    id: 'template.exportZip',
    method: 'GET',
    path: '/api/templateInfo/exportZip/:id',
    kind: 'binary',
    summary: 'Download a template group as a zip (template.json manifest plus the files)',
    params: idParamsSchema,
    response: z.unknown(),
    example: { params: { id: 'builtin:java-pojo' } },
  }),
  importZip: defineCall({
    id: 'template.importZip',
    method: 'POST',
    path: '/api/templateInfo/importZip',
    kind: 'multipart',
    access: 'user',
    summary: 'Create an own template group from a zip (form field: file)',
    body: looseObject,
    response: templateGroupSchema,
  }),
  preview: defineCall({
    id: 'template.preview',
    method: 'POST',
    path: '/api/templateInfo/preview',
    summary: 'Render a group (with unsaved edits) over a sample table; errors at their line',
    body: templatePreviewBody,
    response: templatePreviewResult,
    example: { body: { groupId: 'builtin:java-pojo' } },
  }),
  aiFromExample: defineCall({
    id: 'template.aiFromExample',
    method: 'POST',
    path: '/api/templateInfo/aiFromExample',
    access: 'user',
    summary:
      'Propose a Liquid template from one hand-written example file, rendered back over its table; charged',
    body: aiFromExampleBody,
    response: aiFromExampleResult,
    example: {
      body: {
        table: exampleGenerateBody.tables[0],
        example: 'public class UserAccountDto {\n    private Long id;\n}\n',
        language: 'java',
      },
    },
  }),
  get: defineCall({
    id: 'template.get',
    method: 'GET',
    path: '/api/templateInfo/:id',
    summary: 'One template group',
    params: idParamsSchema,
    response: templateGroupSchema,
    example: { params: { id: 'builtin:java-pojo' } },
  }),
  create: defineCall({
    id: 'template.create',
    method: 'POST',
    path: '/api/templateInfo',
    access: 'user',
    summary: 'Create an empty own template group',
    body: templateGroupInput,
    response: templateGroupSchema,
    example: { body: { name: 'My stack' } },
  }),
  update: defineCall({
    id: 'template.update',
    method: 'PUT',
    path: '/api/templateInfo',
    access: 'user',
    summary: 'Save an own template group (rename, description, options)',
    body: templateGroupUpdate,
    response: templateGroupSchema,
    example: { body: { id: '1', name: 'My renamed stack' } },
  }),
  saveFile: defineCall({
    id: 'template.saveFile',
    method: 'POST',
    path: '/api/templateInfo/saveFile',
    access: 'user',
    summary: 'Create or save a file or folder (rename, move, edit) in an own group',
    body: saveFileBody,
    response: templateNodeSchema,
    example: { body: { groupId: '1', name: '{{ table.className }}.java', content: '' } },
  }),
  delFile: defineCall({
    id: 'template.delFile',
    method: 'GET',
    path: '/api/templateInfo/delFile/:id',
    access: 'user',
    summary: 'Delete a file or folder (with its contents) of an own group',
    params: idParamsSchema,
    response: z.null(),
    example: { params: { id: '1' } },
  }),
  copyFile: defineCall({
    id: 'template.copyFile',
    method: 'POST',
    path: '/api/templateInfo/copyFile',
    access: 'user',
    summary: 'Copy a file, folder or whole group (built-in groups copy into a new own group)',
    body: copyFileBody,
    response: copyFileResult,
    example: { body: { type: 'group', id: 'builtin:java-pojo' } },
  }),
  remove: defineCall({
    id: 'template.remove',
    method: 'DELETE',
    path: '/api/templateInfo/:id',
    access: 'user',
    summary: 'Delete an own template group and its files',
    params: idParamsSchema,
    response: z.null(),
    example: { params: { id: '1' } },
  }),
};
