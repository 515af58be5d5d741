import type {
  CodeLanguage,
  TemplateNode,
  TemplateTreeNode,
} from '../../../../src/contract/template';
import { LANGUAGE_OF_EXTENSION } from '../../domain/languages';

/** A node of a group's tree, built-in or stored, before it is sent (the contract's node minus groupId). */
export type FlatNode = Omit<TemplateNode, 'groupId'>;

/**
 * Splits a template path on `/` outside Liquid tags, so a segment such as
 * `{{ name | replace: ".", "/" }}` stays one folder or file name.
 */
export function splitTemplatePath(templatePath: string): string[] {
  const segments: string[] = [];
  let current = '';
  let inTag = false;
  for (let i = 0; i < templatePath.length; i++) {
    const pair = templatePath.slice(i, i + 2);
    if (!inTag && (pair === '{{' || pair === '{%')) {
      inTag = true;
      current += pair;
      i++;
    } else if (inTag && (pair === '}}' || pair === '%}')) {
      inTag = false;
      current += pair;
      i++;
    } else if (!inTag && templatePath[i] === '/') {
      segments.push(current);
      current = '';
    } else {
      current += templatePath[i];
    }
  }
  segments.push(current);
  return segments.filter((s) => s !== '');
}

/** Whether a node name holds a path separator outside Liquid tags (it would read as folders). */
export function hasSeparator(name: string): boolean {
  return /[\\/]/.test(withoutTags(name));
}

const withoutTags = (text: string) => text.replace(/\{\{[\s\S]*?\}\}|\{%[\s\S]*?%\}/g, '');

/** The language of a file name's extension (`{{ table.className }}Mapper.xml` → xml), else text. */
export function languageOfName(name: string): CodeLanguage {
  const plain = withoutTags(name.trim()).replace(/\.liquid$/i, '');
  // Not path.extname: `{{ table.className }}.java` leaves `.java`, which it reads as a dotfile.
  const dot = plain.lastIndexOf('.');
  const ext = dot >= 0 ? plain.slice(dot + 1).toLowerCase() : '';
  return LANGUAGE_OF_EXTENSION[ext] ?? 'text';
}

/** Display order inside a folder: `sort`, then folders before files, then name. */
export function compareNodes(a: FlatNode, b: FlatNode): number {
  if (a.sort !== b.sort) return a.sort - b.sort;
  if (a.type !== b.type) return a.type === 'folder' ? -1 : 1;
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Children by parent id (null: the root), each list in display order. */
export function childrenByParent(nodes: FlatNode[]): Map<string | null, FlatNode[]> {
  const byParent = new Map<string | null, FlatNode[]>();
  for (const node of nodes) {
    const list = byParent.get(node.parentId) ?? [];
    list.push(node);
    byParent.set(node.parentId, list);
  }
  for (const list of byParent.values()) list.sort(compareNodes);
  return byParent;
}

/** The nested tree of a group's nodes. */
export function buildTree(nodes: FlatNode[], groupId: string): TemplateTreeNode[] {
  const byParent = childrenByParent(nodes);
  const build = (parentId: string | null): TemplateTreeNode[] =>
    (byParent.get(parentId) ?? []).map((node) => ({
      ...node,
      groupId,
      children: build(node.id),
    }));
  return build(null);
}

/** Every file with its path (folder names and its name joined with `/`), in tree order. */
export function filesWithPaths(nodes: FlatNode[]): { node: FlatNode; path: string }[] {
  const byParent = childrenByParent(nodes);
  const out: { node: FlatNode; path: string }[] = [];
  const walk = (parentId: string | null, prefix: string) => {
    for (const node of byParent.get(parentId) ?? []) {
      const nodePath = prefix ? `${prefix}/${node.name}` : node.name;
      if (node.type === 'file') out.push({ node, path: nodePath });
      else walk(node.id, nodePath);
    }
  };
  walk(null, '');
  return out;
}

/** Every folder with its path, in tree order. */
export function foldersWithPaths(nodes: FlatNode[]): { node: FlatNode; path: string }[] {
  const byParent = childrenByParent(nodes);
  const out: { node: FlatNode; path: string }[] = [];
  const walk = (parentId: string | null, prefix: string) => {
    for (const node of byParent.get(parentId) ?? []) {
      if (node.type !== 'folder') continue;
      const nodePath = prefix ? `${prefix}/${node.name}` : node.name;
      out.push({ node, path: nodePath });
      walk(node.id, nodePath);
    }
  };
  walk(null, '');
  return out;
}

/** Whether a node other than `exceptId` in folder `parentId` has `name`. */
export const nameTaken = (
  nodes: FlatNode[],
  parentId: string | null,
  name: string,
  exceptId?: string,
) => nodes.some((n) => n.parentId === parentId && n.name === name && n.id !== exceptId);

/** `name` with ` (copy)`, ` (copy 2)` ... before its extension until no sibling has it. */
export function freeName(nodes: FlatNode[], parentId: string | null, name: string): string {
  if (!nameTaken(nodes, parentId, name)) return name;
  const dot = name.lastIndexOf('.');
  const [base, ext] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  for (let n = 1; ; n++) {
    const candidate = `${base} (copy${n === 1 ? '' : ` ${n}`})${ext}`;
    if (!nameTaken(nodes, parentId, candidate)) return candidate;
  }
}

/** Whether `name` is in `names`, ignoring case and surrounding spaces (group names per user). */
export const groupNameTaken = (names: string[], name: string) => {
  const wanted = name.trim().toLowerCase();
  return names.some((n) => n.trim().toLowerCase() === wanted);
};

/**
 * The name of a copy of group `name`: `name (copy)`, then `name (copy 2)` ... until none of
 * `names` has it. A copy of a copy counts on from the original, and the name stays within `max`.
 */
export function copyGroupName(names: string[], name: string, max: number): string {
  const base = name.trim().replace(/ \(copy(?: \d+)?\)$/, '');
  for (let n = 1; ; n++) {
    const suffix = ` (copy${n === 1 ? '' : ` ${n}`})`;
    const candidate = `${base.slice(0, max - suffix.length).trimEnd()}${suffix}`;
    if (!groupNameTaken(names, candidate)) return candidate;
  }
}

/** The ids of `rootId` and everything below it. */
export function subtreeIds(nodes: FlatNode[], rootId: string): Set<string> {
  const byParent = childrenByParent(nodes);
  const ids = new Set<string>();
  const walk = (id: string) => {
    ids.add(id);
    for (const child of byParent.get(id) ?? []) walk(child.id);
  };
  walk(rootId);
  return ids;
}

/** A file spec's path as tree nodes: folders from its segments, shared between files. */
export interface PathFile {
  id: string;
  path: string;
  content: string;
  scope: TemplateNode['scope'];
  language: CodeLanguage;
  /** Default: the file's index. */
  sort?: number;
}

/** A folder given by its path, with its sort when known. */
export interface PathFolder {
  path: string;
  sort?: number;
}

/**
 * The tree of files given by paths (a built-in group, an imported zip): one folder node per
 * distinct folder path, ids made by `folderId(n)`; files keep theirs. Without a given sort, files
 * sort in the given order and folders where their first file is.
 */
export function treeFromPaths(
  files: PathFile[],
  folderId: (n: number) => string,
  extraFolders: PathFolder[] = [],
): FlatNode[] {
  const nodes: FlatNode[] = [];
  const folders = new Map<string, string>();
  const ensureFolder = (segments: string[], sort: number): string | null => {
    let parentId: string | null = null;
    for (let i = 0; i < segments.length; i++) {
      const key = segments.slice(0, i + 1).join('/');
      let id = folders.get(key);
      if (!id) {
        id = folderId(folders.size);
        folders.set(key, id);
        nodes.push({
          id,
          parentId,
          type: 'folder',
          name: segments[i],
          content: '',
          scope: 'table',
          language: 'text',
          sort,
          updatedAt: null,
        });
      }
      parentId = id;
    }
    return parentId;
  };
  files.forEach((file, index) => {
    const segments = splitTemplatePath(file.path);
    const name = segments.pop() ?? file.path;
    nodes.push({
      id: file.id,
      parentId: ensureFolder(segments, file.sort ?? index),
      type: 'file',
      name,
      content: file.content,
      scope: file.scope,
      language: file.language,
      sort: file.sort ?? index,
      updatedAt: null,
    });
  });
  const byId = new Map(nodes.map((n) => [n.id, n]));
  for (const folder of extraFolders) {
    const id = ensureFolder(splitTemplatePath(folder.path), folder.sort ?? files.length);
    const node = id === null ? undefined : byId.get(id);
    if (node && folder.sort !== undefined) node.sort = folder.sort;
  }
  return nodes;
}
