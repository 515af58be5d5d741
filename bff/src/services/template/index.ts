import { type EntityManager, In } from 'typeorm';
import { Code, type PageResult } from '../../../../src/contract/core';
import {
  BUILTIN_ID_PREFIX,
  type CodeLanguage,
  type copyFileBody,
  type saveFileBody,
  TEMPLATE_GROUP_MAX_FILES,
  type TemplateGroup as GroupDto,
  type templateGroupInput,
  type templateGroupUpdate,
  type templateListQuery,
  type TemplateNode,
  type TemplateTree,
} from '../../../../src/contract/template';
import { whereAnyContains } from '../../db/like';
import type { TemplateGroupSpec } from '../../domain/generator/types';
import { TemplateFile, TemplateGroup } from '../../entities/Template';
import { AppError } from '../../errors';
import { builtinGroup, builtinGroups, type BuiltinTree } from './builtins';
import {
  buildTree,
  copyGroupName,
  type FlatNode,
  freeName,
  groupNameTaken,
  hasSeparator,
  languageOfName,
  nameTaken,
  subtreeIds,
} from './tree';
import { specOf } from './spec';
import type { z } from 'zod';

export const templateNotFound = () => new AppError(Code.NOT_FOUND, 'Template not found', 404);
export const builtinReadOnly = () =>
  new AppError(Code.FORBIDDEN, 'Built-in templates are read-only; copy the group to edit it', 403);
export const invalid = (field: string, message: string) =>
  new AppError(Code.VALIDATION, message, 422, { [field]: message });

const GROUP_NAME_MAX = 100;
const tooManyFiles = () =>
  new AppError(
    Code.VALIDATION,
    `A template group holds at most ${TEMPLATE_GROUP_MAX_FILES} files and ${TEMPLATE_GROUP_MAX_FILES} folders`,
    422,
    { file: `At most ${TEMPLATE_GROUP_MAX_FILES} files and folders each` },
  );

/** What a template id names: a built-in group or node, a stored one, or nothing. */
type ParsedId = { builtin: true; key: string } | { builtin: false; id: number } | null;

function parseId(id: string): ParsedId {
  if (id.startsWith(BUILTIN_ID_PREFIX)) {
    const key = id.slice(BUILTIN_ID_PREFIX.length).split(':')[0];
    return key ? { builtin: true, key } : null;
  }
  if (!/^\d{1,10}$/.test(id)) return null;
  const n = Number(id);
  return n > 0 && n <= 2_147_483_647 ? { builtin: false, id: n } : null;
}

const iso = (date: Date) => date.toISOString();

/** The current time in whole seconds, as MariaDB's datetime keeps it, so answers match reads. */
const now = () => new Date(Math.floor(Date.now() / 1000) * 1000);

function nodeOfRow(row: TemplateFile): FlatNode {
  return {
    id: String(row.id),
    parentId: row.parentId === null ? null : String(row.parentId),
    type: row.type,
    name: row.name,
    content: row.content,
    scope: row.scope,
    language: row.language,
    sort: row.sort,
    updatedAt: iso(row.updatedAt),
  };
}

function groupDto(row: TemplateGroup, fileCount: number): GroupDto {
  return {
    id: String(row.id),
    name: row.name,
    description: row.description,
    language: row.language,
    builtIn: false,
    copiedFrom: row.copiedFrom,
    options: row.options,
    fileCount,
    updatedAt: iso(row.updatedAt),
  };
}

/** Files (not folders) per group id. */
async function fileCounts(
  manager: EntityManager,
  groupIds: number[],
): Promise<Map<number, number>> {
  if (groupIds.length === 0) return new Map();
  const rows = await manager
    .getRepository(TemplateFile)
    .createQueryBuilder('f')
    .select('f.groupId', 'groupId')
    .addSelect('COUNT(*)', 'n')
    .where('f.groupId IN (:...groupIds)', { groupIds })
    .andWhere("f.type = 'file'")
    .groupBy('f.groupId')
    .getRawMany<{ groupId: number | string; n: number | string }>();
  return new Map(rows.map((r) => [Number(r.groupId), Number(r.n)]));
}

async function ownGroupDtos(manager: EntityManager, rows: TemplateGroup[]): Promise<GroupDto[]> {
  const counts = await fileCounts(
    manager,
    rows.map((r) => r.id),
  );
  return rows.map((r) => groupDto(r, counts.get(r.id) ?? 0));
}

/** The caller's group row; a built-in id is read-only, anything else they do not own is unknown. */
async function ownGroupRow(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<TemplateGroup> {
  const parsed = parseId(id);
  if (parsed?.builtin) {
    if (!builtinGroup(parsed.key)) throw templateNotFound();
    throw builtinReadOnly();
  }
  if (!parsed || userId === null) throw templateNotFound();
  const row = await manager.getRepository(TemplateGroup).findOneBy({ id: parsed.id, userId });
  if (!row) throw templateNotFound();
  return row;
}

async function groupNodes(manager: EntityManager, groupId: number): Promise<FlatNode[]> {
  const rows = await manager.getRepository(TemplateFile).findBy({ groupId });
  return rows.map(nodeOfRow);
}

/** A readable group (built-in, or the caller's own) with its flat nodes. */
export interface LoadedGroup {
  group: GroupDto;
  nodes: FlatNode[];
  /** The stored row; null for a built-in group. */
  row: TemplateGroup | null;
}

export async function loadGroup(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<LoadedGroup> {
  const parsed = parseId(id);
  if (parsed?.builtin) {
    const builtin = builtinGroup(parsed.key);
    if (!builtin || id !== builtin.group.id) throw templateNotFound();
    return { group: builtin.group, nodes: builtin.nodes, row: null };
  }
  const row = await ownGroupRow(manager, id, userId);
  const nodes = await groupNodes(manager, row.id);
  const fileCount = nodes.filter((n) => n.type === 'file').length;
  return { group: groupDto(row, fileCount), nodes, row };
}

/** The group a node id belongs to (built-in or the caller's own) and the node itself. */
async function loadNode(
  manager: EntityManager,
  nodeId: string,
  userId: string | null,
): Promise<{ loaded: LoadedGroup; node: FlatNode }> {
  const parsed = parseId(nodeId);
  if (parsed?.builtin) {
    const builtin: BuiltinTree | undefined = builtinGroup(parsed.key);
    const node = builtin?.nodes.find((n) => n.id === nodeId);
    if (!builtin || !node) throw templateNotFound();
    return { loaded: { group: builtin.group, nodes: builtin.nodes, row: null }, node };
  }
  if (!parsed || userId === null) throw templateNotFound();
  const row = await manager.getRepository(TemplateFile).findOneBy({ id: parsed.id });
  if (!row) throw templateNotFound();
  const loaded = await loadGroup(manager, String(row.groupId), userId);
  const node = loaded.nodes.find((n) => n.id === nodeId);
  if (!node) throw templateNotFound();
  return { loaded, node };
}

const matchesLanguage = (group: GroupDto, language?: CodeLanguage) =>
  language === undefined || group.language === language;

/** Built-in groups, then the caller's own (most recently changed first). */
export async function findAll(
  manager: EntityManager,
  userId: string | null,
  language?: CodeLanguage,
): Promise<GroupDto[]> {
  const builtins = builtinGroups()
    .map((b) => b.group)
    .filter((g) => matchesLanguage(g, language));
  if (userId === null) return builtins;
  const rows = await manager.getRepository(TemplateGroup).find({
    where: language ? { userId, language } : { userId },
    order: { updatedAt: 'DESC', id: 'DESC' },
  });
  return [...builtins, ...(await ownGroupDtos(manager, rows))];
}

/** A page of the groups: built-ins first, then own ones, both filtered the same way. */
export async function findList(
  manager: EntityManager,
  userId: string | null,
  query: z.output<typeof templateListQuery>,
): Promise<PageResult<GroupDto>> {
  const { page, pageSize, owner, language } = query;
  const keyword = query.keyword?.trim().toLowerCase() ?? '';
  const builtins =
    owner === 'own'
      ? []
      : builtinGroups()
          .map((b) => b.group)
          .filter(
            (g) =>
              matchesLanguage(g, language) &&
              (keyword === '' ||
                g.name.toLowerCase().includes(keyword) ||
                g.description.toLowerCase().includes(keyword)),
          );
  const start = (page - 1) * pageSize;
  const fromBuiltins = builtins.slice(start, start + pageSize);
  if (owner === 'builtIn' || userId === null) {
    return { list: fromBuiltins, total: builtins.length, page, pageSize };
  }
  const qb = manager
    .getRepository(TemplateGroup)
    .createQueryBuilder('g')
    .where('g.userId = :userId', { userId });
  if (language) qb.andWhere('g.language = :language', { language });
  if (keyword) whereAnyContains(qb, ['g.name', 'g.description'], keyword);
  const ownWanted = pageSize - fromBuiltins.length;
  if (ownWanted === 0) {
    const ownTotal = await qb.getCount();
    return { list: fromBuiltins, total: builtins.length + ownTotal, page, pageSize };
  }
  const [rows, ownTotal] = await qb
    .orderBy('g.updatedAt', 'DESC')
    .addOrderBy('g.id', 'DESC')
    .skip(Math.max(0, start - builtins.length))
    .take(ownWanted)
    .getManyAndCount();
  const own = await ownGroupDtos(manager, rows);
  return { list: [...fromBuiltins, ...own], total: builtins.length + ownTotal, page, pageSize };
}

export async function getGroup(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<GroupDto> {
  return (await loadGroup(manager, id, userId)).group;
}

export async function findTree(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<TemplateTree> {
  const { group, nodes } = await loadGroup(manager, id, userId);
  return { group, tree: buildTree(nodes, group.id) };
}

/**
 * The group and its engine spec (files with their tree paths), for generation and previews. A
 * built-in id needs no user; another user's group is unknown.
 */
/** The names of the user's own groups. */
async function ownGroupNames(
  manager: EntityManager,
  userId: string,
  exceptId?: number,
): Promise<string[]> {
  const rows = await manager
    .getRepository(TemplateGroup)
    .find({ select: { id: true, name: true }, where: { userId } });
  return rows.filter((r) => r.id !== exceptId).map((r) => r.name);
}

/** Group names are unique per user, so a group picker never shows two alike. */
async function checkGroupName(
  manager: EntityManager,
  userId: string,
  name: string,
  exceptId?: number,
): Promise<void> {
  if (groupNameTaken(await ownGroupNames(manager, userId, exceptId), name)) {
    throw invalid('name', `You already have a group named ${name.trim()}`);
  }
}

/** `name`, or the next free copy name when the user already has a group called that. */
export async function freeGroupName(
  manager: EntityManager,
  userId: string,
  name: string,
): Promise<string> {
  const names = await ownGroupNames(manager, userId);
  return groupNameTaken(names, name) ? copyGroupName(names, name, GROUP_NAME_MAX) : name;
}

export async function groupSpecFor(
  manager: EntityManager,
  id: string,
  userId: string | null,
): Promise<{ group: GroupDto; spec: TemplateGroupSpec }> {
  const { group, nodes } = await loadGroup(manager, id, userId);
  return { group, spec: specOf(group, nodes) };
}

export async function createGroup(
  manager: EntityManager,
  userId: string,
  body: z.output<typeof templateGroupInput>,
  copiedFrom: string | null = null,
): Promise<TemplateGroup> {
  const at = now();
  const repository = manager.getRepository(TemplateGroup);
  return repository.save(
    repository.create({
      userId,
      name: body.name,
      description: body.description,
      language: body.language,
      options: body.options,
      copiedFrom,
      createdAt: at,
      updatedAt: at,
    }),
  );
}

export async function create(
  manager: EntityManager,
  userId: string,
  body: z.output<typeof templateGroupInput>,
): Promise<GroupDto> {
  await checkGroupName(manager, userId, body.name);
  return groupDto(await createGroup(manager, userId, body), 0);
}

export async function update(
  manager: EntityManager,
  userId: string,
  body: z.output<typeof templateGroupUpdate>,
): Promise<GroupDto> {
  const row = await ownGroupRow(manager, body.id, userId);
  if (body.name !== undefined) {
    await checkGroupName(manager, userId, body.name, row.id);
    row.name = body.name;
  }
  if (body.description !== undefined) row.description = body.description;
  if (body.language !== undefined) row.language = body.language;
  if (body.options !== undefined) row.options = body.options;
  row.updatedAt = now();
  await manager.getRepository(TemplateGroup).save(row);
  return (await loadGroup(manager, body.id, userId)).group;
}

export async function remove(manager: EntityManager, userId: string, id: string): Promise<null> {
  const row = await ownGroupRow(manager, id, userId);
  await manager.transaction(async (tx) => {
    await tx.getRepository(TemplateFile).delete({ groupId: row.id });
    await tx.getRepository(TemplateGroup).delete({ id: row.id });
  });
  return null;
}

const touch = (manager: EntityManager, groupId: number) =>
  manager.getRepository(TemplateGroup).update({ id: groupId }, { updatedAt: now() });

function checkLimits(nodes: FlatNode[], addFiles: number, addFolders: number): void {
  const files = nodes.filter((n) => n.type === 'file').length;
  if (files + addFiles > TEMPLATE_GROUP_MAX_FILES) throw tooManyFiles();
  if (nodes.length - files + addFolders > TEMPLATE_GROUP_MAX_FILES) throw tooManyFiles();
}

/** The folder `parentId` of the group, or 404 / 422 when it is none. */
function checkParent(nodes: FlatNode[], parentId: string | null): void {
  if (parentId === null) return;
  const parent = nodes.find((n) => n.id === parentId);
  if (!parent) throw templateNotFound();
  if (parent.type !== 'folder') throw invalid('parentId', 'Files can only be placed in a folder');
}

/**
 * Creates (no id) or updates a node of an own group. Only the fields the client sent change on an
 * update (the schema's defaults would otherwise move a renamed file to the root or empty it).
 */
export async function saveFile(
  manager: EntityManager,
  userId: string,
  body: z.output<typeof saveFileBody>,
  sent: ReadonlySet<string>,
): Promise<TemplateNode> {
  const group = await ownGroupRow(manager, body.groupId, userId);
  const nodes = await groupNodes(manager, group.id);
  if (hasSeparator(body.name)) {
    throw invalid('name', 'A name cannot contain / or \\ (create folders instead)');
  }
  const repository = manager.getRepository(TemplateFile);
  const at = now();
  let row: TemplateFile;
  if (body.id === undefined) {
    checkParent(nodes, body.parentId);
    checkLimits(nodes, body.type === 'file' ? 1 : 0, body.type === 'folder' ? 1 : 0);
    if (nameTaken(nodes, body.parentId, body.name)) {
      throw invalid('name', `${body.name} already exists in this folder`);
    }
    const isFile = body.type === 'file';
    row = repository.create({
      groupId: group.id,
      parentId: body.parentId === null ? null : Number(body.parentId),
      type: body.type,
      name: body.name,
      content: isFile ? body.content : '',
      scope: body.scope,
      language: isFile ? (body.language ?? languageOfName(body.name)) : 'text',
      sort: body.sort ?? 0,
      createdAt: at,
      updatedAt: at,
    });
  } else {
    const node = nodes.find((n) => n.id === body.id);
    if (!node) throw templateNotFound();
    const found = await repository.findOneBy({ id: Number(node.id) });
    if (!found) throw templateNotFound();
    row = found;
    if (sent.has('type') && body.type !== row.type) {
      throw invalid('type', 'A file cannot become a folder or a folder a file');
    }
    const parentId = sent.has('parentId') ? body.parentId : node.parentId;
    if (parentId !== node.parentId) {
      checkParent(nodes, parentId);
      if (parentId !== null && subtreeIds(nodes, node.id).has(parentId)) {
        throw invalid('parentId', 'A folder cannot move into itself or one of its folders');
      }
    }
    if (nameTaken(nodes, parentId, body.name, node.id)) {
      throw invalid('name', `${body.name} already exists in this folder`);
    }
    const renamed = body.name !== row.name;
    row.parentId = parentId === null ? null : Number(parentId);
    row.name = body.name;
    if (row.type === 'file') {
      if (sent.has('content')) row.content = body.content;
      if (sent.has('scope')) row.scope = body.scope;
      if (body.language !== undefined) row.language = body.language;
      else if (renamed) row.language = languageOfName(body.name);
    }
    if (body.sort !== undefined) row.sort = body.sort;
    row.updatedAt = at;
  }
  const saved = await repository.save(row);
  await touch(manager, group.id);
  return { ...nodeOfRow(saved), groupId: String(group.id) };
}

/** Deletes a node of an own group, a folder with everything in it. */
export async function delFile(manager: EntityManager, userId: string, id: string): Promise<null> {
  const { loaded } = await loadNode(manager, id, userId);
  if (!loaded.row) throw builtinReadOnly();
  const ids = [...subtreeIds(loaded.nodes, id)].map(Number);
  await manager.getRepository(TemplateFile).delete({ id: In(ids) });
  await touch(manager, loaded.row.id);
  return null;
}

/**
 * Inserts `nodes` (a whole tree, or one subtree whose root gets `rootParentId`) into group
 * `groupId` with new ids; answers the new id of each old one.
 */
async function insertNodes(
  manager: EntityManager,
  groupId: number,
  nodes: FlatNode[],
  rootId: string | null,
  rootParentId: number | null,
  rootName?: string,
): Promise<Map<string, number>> {
  const repository = manager.getRepository(TemplateFile);
  const newIds = new Map<string, number>();
  const at = now();
  const byParent = new Map<string | null, FlatNode[]>();
  for (const node of nodes) {
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  const insert = async (node: FlatNode, parentId: number | null, name: string) => {
    const saved = await repository.save(
      repository.create({
        groupId,
        parentId,
        type: node.type,
        name,
        content: node.type === 'file' ? node.content : '',
        scope: node.scope,
        language: node.language,
        sort: node.sort,
        createdAt: at,
        updatedAt: at,
      }),
    );
    newIds.set(node.id, saved.id);
    for (const child of byParent.get(node.id) ?? []) await insert(child, saved.id, child.name);
  };
  if (rootId === null) {
    for (const node of byParent.get(null) ?? []) await insert(node, null, node.name);
  } else {
    const root = nodes.find((n) => n.id === rootId);
    if (root) await insert(root, rootParentId, rootName ?? root.name);
  }
  return newIds;
}

/** Inserts a whole tree (nodes with temporary ids) into group `groupId`. */
export async function insertTree(
  manager: EntityManager,
  groupId: number,
  nodes: FlatNode[],
): Promise<void> {
  await insertNodes(manager, groupId, nodes, null, null);
}

/** Copies a whole group into a new own group, or a node with its subtree into an own group. */
export async function copyFile(
  manager: EntityManager,
  userId: string,
  body: z.output<typeof copyFileBody>,
): Promise<{ groupId: string; id: string }> {
  if (body.type === 'group') {
    const source = await loadGroup(manager, body.id, userId);
    if (body.name !== undefined) await checkGroupName(manager, userId, body.name);
    const name =
      body.name ??
      copyGroupName(await ownGroupNames(manager, userId), source.group.name, GROUP_NAME_MAX);
    const groupId = await manager.transaction(async (tx) => {
      const row = await createGroup(
        tx,
        userId,
        {
          name: name.slice(0, GROUP_NAME_MAX),
          description: source.group.description,
          language: source.group.language,
          options: source.group.options,
        },
        source.group.id,
      );
      await insertNodes(tx, row.id, source.nodes, null, null);
      return row.id;
    });
    return { groupId: String(groupId), id: String(groupId) };
  }
  const { loaded: source, node } = await loadNode(manager, body.id, userId);
  const target =
    body.targetGroupId === undefined || body.targetGroupId === source.group.id
      ? source
      : await loadGroup(manager, body.targetGroupId, userId);
  if (!target.row) throw builtinReadOnly();
  const targetParentId =
    body.targetParentId !== undefined
      ? body.targetParentId
      : target === source
        ? node.parentId
        : null;
  checkParent(target.nodes, targetParentId);
  if (body.name !== undefined && hasSeparator(body.name)) {
    throw invalid('name', 'A name cannot contain / or \\ (create folders instead)');
  }
  if (body.name !== undefined && nameTaken(target.nodes, targetParentId, body.name)) {
    throw invalid('name', `${body.name} already exists in this folder`);
  }
  const name = body.name ?? freeName(target.nodes, targetParentId, node.name);
  const subtree = subtreeIds(source.nodes, node.id);
  const copied = source.nodes.filter((n) => subtree.has(n.id));
  const files = copied.filter((n) => n.type === 'file').length;
  checkLimits(target.nodes, files, copied.length - files);
  const targetRow = target.row;
  const newIds = await manager.transaction(async (tx) => {
    const ids = await insertNodes(
      tx,
      targetRow.id,
      copied,
      node.id,
      targetParentId === null ? null : Number(targetParentId),
      name,
    );
    await touch(tx, targetRow.id);
    return ids;
  });
  return { groupId: String(targetRow.id), id: String(newIds.get(node.id)) };
}

/** Deletes the user's template groups and files (account deletion). */
export async function removeUserData(manager: EntityManager, userId: string): Promise<void> {
  const groups = await manager.getRepository(TemplateGroup).find({
    select: { id: true },
    where: { userId },
  });
  if (groups.length === 0) return;
  await manager.getRepository(TemplateFile).delete({ groupId: In(groups.map((g) => g.id)) });
  await manager.getRepository(TemplateGroup).delete({ userId });
}
