import { type CallDef, Code } from '../src/contract/core';
import {
  BUILTIN_ID_PREFIX,
  TEMPLATE_GROUP_MAX_FILES,
  TEMPLATE_ZIP_MAX_BYTES,
  templateCalls,
  type CodeLanguage,
  type TemplateGroup,
  type TemplateNode,
} from '../src/contract/template';
import { renderGroup, resolveSettings, sampleTables } from '../bff/src/domain/generator';
import { AppError } from '../bff/src/errors';
import { builtinGroup, builtinGroups } from '../bff/src/services/template/builtins';
import {
  buildTree,
  type FlatNode,
  freeName,
  hasSeparator,
  languageOfName,
  nameTaken,
  subtreeIds,
} from '../bff/src/services/template/tree';
import { previewResult, specOf, withOverrides } from '../bff/src/services/template/spec';
import { readTemplateZip, zipOfGroup } from '../bff/src/services/template/zipFormat';
import { mockCharge } from './_support/ai';
import {
  type CallInput,
  hoursAgo,
  jsonMock,
  mockKey,
  type MockRequest,
  type MockResponse,
  type MockTable,
  ok,
  page,
  rawMock,
} from './_support/http';

/**
 * Templates with the BFF's own built-in groups, tree rules and zip format; the mock's own groups
 * live in memory. One signed-in user is assumed. So that the same request always gets the same
 * answer (the contract test repeats each example), writes are idempotent: creating a group or a
 * node whose name exists saves over it, deleting what is gone answers success, and group 1 (the
 * demo group the examples edit) comes back as seeded when deleted.
 */

interface OwnGroup {
  group: TemplateGroup;
  nodes: FlatNode[];
}

/** File extensions of the mock's AI proposals. */
const EXTENSIONS: Partial<Record<CodeLanguage, string>> = {
  java: 'java',
  kotlin: 'kt',
  typescript: 'ts',
  tsx: 'tsx',
  vue: 'vue',
  javascript: 'js',
  sql: 'sql',
  go: 'go',
  python: 'py',
  csharp: 'cs',
  xml: 'xml',
  json: 'json',
  yaml: 'yaml',
  markdown: 'md',
};

/** Every write is stamped with one fixed time, so answers stay the same. */
const NOW = hoursAgo(0);
const DEMO_ID = '1';
const own = new Map<string, OwnGroup>();
let nextGroupId = 2;
let nextNodeId = 1;

function seedDemo(): void {
  const nodes: FlatNode[] = [];
  const add = (node: Omit<FlatNode, 'id' | 'updatedAt' | 'sort' | 'scope'>) => {
    const id = String(nextNodeId++);
    nodes.push({ ...node, id, sort: 0, scope: 'table', updatedAt: NOW });
    return id;
  };
  const folder = add({
    parentId: null,
    type: 'folder',
    name: 'entity',
    content: '',
    language: 'text',
  });
  add({
    parentId: folder,
    type: 'file',
    name: '{{ table.className }}.java',
    language: 'java',
    content: [
      'package {{ settings.package }}.entity;',
      '',
      '/** {{ table.label }} */',
      'public class {{ table.className }} {',
      '{%- for field in table.fields %}',
      '    private {{ field.javaType }} {{ field.propertyName }};',
      '{%- endfor %}',
      '}',
      '',
    ].join('\n'),
  });
  own.set(DEMO_ID, {
    group: {
      id: DEMO_ID,
      name: 'My stack',
      description: 'A group of your own: edit, move and preview its files.',
      language: 'java',
      builtIn: false,
      copiedFrom: null,
      options: [],
      fileCount: 1,
      updatedAt: NOW,
    },
    nodes,
  });
}
seedDemo();

const notFound = () => new AppError(Code.NOT_FOUND, 'Template not found', 404);
const readOnly = () =>
  new AppError(Code.FORBIDDEN, 'Built-in templates are read-only; copy the group to edit it', 403);
const invalid = (field: string, message: string) =>
  new AppError(Code.VALIDATION, message, 422, { [field]: message });

const summary = (g: OwnGroup): TemplateGroup => ({
  ...g.group,
  fileCount: g.nodes.filter((n) => n.type === 'file').length,
});

/** A readable group: built-in or own (a copy of its summary and nodes). */
function readGroup(id: string): { group: TemplateGroup; nodes: FlatNode[]; own?: OwnGroup } {
  if (id.startsWith(BUILTIN_ID_PREFIX)) {
    const builtin = builtinGroup(id.slice(BUILTIN_ID_PREFIX.length));
    if (!builtin || builtin.group.id !== id) throw notFound();
    return builtin;
  }
  const group = own.get(id);
  if (!group) throw notFound();
  return { group: summary(group), nodes: group.nodes, own: group };
}

function ownGroup(id: string): OwnGroup {
  const found = readGroup(id);
  if (!found.own) throw readOnly();
  return found.own;
}

/** The group holding node `id` and the node. */
function readNode(id: string): { group: ReturnType<typeof readGroup>; node: FlatNode } {
  if (id.startsWith(BUILTIN_ID_PREFIX)) {
    const key = id.slice(BUILTIN_ID_PREFIX.length).split(':')[0];
    const group = readGroup(`${BUILTIN_ID_PREFIX}${key}`);
    const node = group.nodes.find((n) => n.id === id);
    if (!node) throw notFound();
    return { group, node };
  }
  for (const g of own.values()) {
    const node = g.nodes.find((n) => n.id === id);
    if (node) return { group: readGroup(g.group.id), node };
  }
  throw notFound();
}

/** The node named `name` in folder `parentId` (a create over it saves it, see above). */
const sibling = (nodes: FlatNode[], parentId: string | null, name: string) =>
  nodes.find((n) => n.parentId === parentId && n.name === name);

function checkParent(nodes: FlatNode[], parentId: string | null): void {
  if (parentId === null) return;
  const parent = nodes.find((n) => n.id === parentId);
  if (!parent) throw notFound();
  if (parent.type !== 'folder') throw invalid('parentId', 'Files can only be placed in a folder');
}

function copyNodes(
  source: FlatNode[],
  rootId: string | null,
  target: OwnGroup,
  parentId: string | null,
  rootName?: string,
): string {
  const ids = new Map<string, string>();
  const roots =
    rootId === null
      ? source.filter((n) => n.parentId === null)
      : source.filter((n) => n.id === rootId);
  const copy = (node: FlatNode, parent: string | null, name: string) => {
    const id = String(nextNodeId++);
    ids.set(node.id, id);
    target.nodes.push({ ...node, id, parentId: parent, name, updatedAt: NOW });
    for (const child of source.filter((n) => n.parentId === node.id)) copy(child, id, child.name);
  };
  for (const root of roots) copy(root, parentId, rootName ?? root.name);
  target.group.updatedAt = NOW;
  return rootId === null ? '' : (ids.get(rootId) ?? '');
}

/** A group of the given name (an existing own one is emptied and reused, see above). */
function groupNamed(name: string, fields: Partial<TemplateGroup>): OwnGroup {
  const existing = [...own.values()].find((g) => g.group.name === name);
  const id = existing?.group.id ?? String(nextGroupId++);
  const group: OwnGroup = {
    group: {
      id,
      name,
      description: '',
      language: 'java',
      builtIn: false,
      copiedFrom: null,
      options: [],
      fileCount: 0,
      updatedAt: NOW,
      ...fields,
    },
    nodes: existing?.nodes ?? [],
  };
  own.set(id, group);
  return group;
}

/** A JSON call whose reply may throw the BFF's AppErrors, answered as the BFF answers them. */
function guarded<C extends CallDef>(
  def: C,
  reply: (input: CallInput<C>, req: MockRequest) => unknown,
): MockTable {
  const key = mockKey(def);
  const table = (req: MockRequest) =>
    rawMock(def, (input, res) => {
      try {
        res.status(200).json(ok(reply(input, req)));
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
        fail(res, error);
      }
    });
  return { [key]: (req, res) => table(req)[key](req, res) };
}

function listed(keyword: string | undefined, language: string | undefined, owner: string) {
  const kw = keyword?.trim().toLowerCase() ?? '';
  const all = [
    ...(owner === 'own' ? [] : builtinGroups().map((b) => b.group)),
    ...(owner === 'builtIn' ? [] : [...own.values()].map(summary)),
  ];
  return all.filter(
    (g) =>
      (!language || g.language === language) &&
      (!kw || g.name.toLowerCase().includes(kw) || g.description.toLowerCase().includes(kw)),
  );
}

function fail(res: MockResponse, error: AppError) {
  res
    .status(error.httpStatus)
    .json({ code: error.code, message: error.message, data: error.data ?? null });
}

export default {
  ...jsonMock(templateCalls.findAll, ({ body }) => listed(undefined, body.language, 'all')),
  ...jsonMock(templateCalls.findList, ({ body }) => {
    const hits = listed(body.keyword, body.language, body.owner);
    return page(body, hits.length, (n) => hits[n - 1]);
  }),
  ...guarded(templateCalls.findTree, ({ params }) => {
    const { group, nodes } = readGroup(params.id);
    return { group, tree: buildTree(nodes, group.id) };
  }),
  ...rawMock(templateCalls.exportZip, ({ params }, res) => {
    try {
      const { group, nodes } = readGroup(params.id);
      const zip = zipOfGroup(group, nodes);
      res.status(200);
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader(
        'Content-Disposition',
        `attachment; filename="${encodeURIComponent(zip.fileName)}"`,
      );
      res.end(zip.bytes);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      fail(res, error);
    }
  }),
  // Multer has the file in memory; the zip is read by the BFF's own reader.
  [`POST ${templateCalls.importZip.path}`]: (req: MockRequest, res: MockResponse) => {
    const file = req.files?.find((f) => f.fieldname === 'file');
    try {
      if (!file) throw invalid('file', 'Please choose a file');
      if (file.size > TEMPLATE_ZIP_MAX_BYTES) throw invalid('file', 'The file is larger than 2 MB');
      const { manifest, nodes } = readTemplateZip(new Uint8Array(file.buffer));
      const group = groupNamed(manifest.name, {
        description: manifest.description,
        language: manifest.language,
        options: manifest.options,
      });
      group.nodes = [];
      copyNodes(nodes, null, group, null);
      res.status(200).json(ok(summary(group)));
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      fail(res, error);
    }
  },
  ...guarded(templateCalls.preview, ({ body }) => {
    const { group, nodes } = readGroup(body.groupId);
    const spec = specOf(group, withOverrides(nodes, body.overrides));
    // The mock renders in-process: it serves only the developer's own browser.
    const outcome = renderGroup({
      group: spec,
      tables: body.tables ?? sampleTables(),
      settings: resolveSettings(spec, body.settings ?? {}),
    });
    return previewResult(outcome, body.nodeIds);
  }),
  ...jsonMock(templateCalls.aiFromExample, ({ body }) => {
    const { table, example } = body;
    const language = body.language ?? 'java';
    // The mock "model" turns the table's names in the example into template variables.
    const content = example
      .split(table.className)
      .join('{{ table.className }}')
      .split(table.tableName)
      .join('{{ table.tableName }}');
    const name = `{{ table.className }}.${EXTENSIONS[language] ?? 'txt'}`;
    const spec = {
      id: 'ai',
      name: 'AI proposal',
      options: [],
      files: [{ id: 'ai:1', path: name, content, scope: 'table' as const, language }],
    };
    const outcome = renderGroup({
      group: spec,
      tables: [table],
      settings: resolveSettings(spec, body.settings ?? {}),
    });
    const [file] = outcome.files;
    return {
      content,
      name,
      language,
      rendered: file ? { path: file.path, content: file.content } : null,
      errors: outcome.errors.map(({ nodeId: _nodeId, ...error }) => error),
      ai: mockCharge(body.model),
    };
  }),
  ...guarded(templateCalls.get, ({ params }) => readGroup(params.id).group),
  ...jsonMock(templateCalls.create, ({ body }) =>
    summary(
      groupNamed(body.name, {
        description: body.description,
        language: body.language,
        options: body.options,
      }),
    ),
  ),
  ...guarded(templateCalls.update, ({ body }) => {
    const g = ownGroup(body.id);
    const { id: _id, ...changes } = body;
    g.group = {
      ...g.group,
      ...Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined)),
      updatedAt: NOW,
    };
    return summary(g);
  }),
  ...guarded(templateCalls.remove, ({ params }) => {
    if (!own.has(params.id) && !params.id.startsWith(BUILTIN_ID_PREFIX)) return null;
    ownGroup(params.id);
    own.delete(params.id);
    if (params.id === DEMO_ID) seedDemo();
    return null;
  }),
  ...guarded(templateCalls.saveFile, ({ body }, req): TemplateNode => {
    const g = ownGroup(body.groupId);
    if (hasSeparator(body.name)) {
      throw invalid('name', 'A name cannot contain / or \\ (create folders instead)');
    }
    // As the BFF: an update changes only what the client sent.
    const sent = new Set(Object.keys((req.body ?? {}) as object));
    const existing =
      body.id !== undefined
        ? g.nodes.find((n) => n.id === body.id)
        : sibling(g.nodes, body.parentId, body.name);
    if (body.id !== undefined && !existing) throw notFound();
    const parentId = existing && !sent.has('parentId') ? existing.parentId : body.parentId;
    checkParent(g.nodes, parentId);
    if (existing && parentId !== null && subtreeIds(g.nodes, existing.id).has(parentId)) {
      throw invalid('parentId', 'A folder cannot move into itself or one of its folders');
    }
    if (nameTaken(g.nodes, parentId, body.name, existing?.id)) {
      throw invalid('name', `${body.name} already exists in this folder`);
    }
    if (
      !existing &&
      g.nodes.filter((n) => n.type === body.type).length >= TEMPLATE_GROUP_MAX_FILES
    ) {
      throw invalid('file', `A template group holds at most ${TEMPLATE_GROUP_MAX_FILES} files`);
    }
    const type = existing?.type ?? body.type;
    const node: FlatNode = {
      id: existing?.id ?? String(nextNodeId++),
      parentId,
      type,
      name: body.name,
      content:
        type !== 'file' ? '' : existing && !sent.has('content') ? existing.content : body.content,
      scope: existing && !sent.has('scope') ? existing.scope : body.scope,
      language:
        type !== 'file'
          ? 'text'
          : (body.language ??
            (existing && existing.name === body.name
              ? existing.language
              : languageOfName(body.name))),
      sort: body.sort ?? existing?.sort ?? 0,
      updatedAt: NOW,
    };
    g.nodes = [...g.nodes.filter((n) => n !== existing), node];
    g.group.updatedAt = NOW;
    return { ...node, groupId: g.group.id };
  }),
  ...guarded(templateCalls.delFile, ({ params }) => {
    let found;
    try {
      found = readNode(params.id);
    } catch {
      return null;
    }
    if (!found.group.own) throw readOnly();
    const gone = subtreeIds(found.group.nodes, params.id);
    found.group.own.nodes = found.group.own.nodes.filter((n) => !gone.has(n.id));
    return null;
  }),
  ...guarded(templateCalls.copyFile, ({ body }) => {
    if (body.type === 'group') {
      const source = readGroup(body.id);
      const copy = groupNamed(body.name ?? `${source.group.name} (copy)`.slice(0, 100), {
        description: source.group.description,
        language: source.group.language,
        options: source.group.options,
        copiedFrom: source.group.id,
      });
      copy.nodes = [];
      copyNodes(source.nodes, null, copy, null);
      return { groupId: copy.group.id, id: copy.group.id };
    }
    const { group: source, node } = readNode(body.id);
    const targetId = body.targetGroupId ?? source.group.id;
    const target = ownGroup(targetId);
    const parentId =
      body.targetParentId !== undefined
        ? body.targetParentId
        : targetId === source.group.id
          ? node.parentId
          : null;
    checkParent(target.nodes, parentId);
    if (body.name !== undefined && nameTaken(target.nodes, parentId, body.name)) {
      throw invalid('name', `${body.name} already exists in this folder`);
    }
    const name = body.name ?? freeName(target.nodes, parentId, node.name);
    const id = copyNodes(source.nodes, node.id, target, parentId, name);
    return { groupId: target.group.id, id };
  }),
};
