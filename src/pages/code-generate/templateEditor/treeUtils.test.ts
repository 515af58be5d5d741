import type { TemplateTreeNode } from '@/contract/template';
import { dropTarget, firstFile, pathTemplate } from './treeUtils';

const node = (
  id: string,
  type: 'file' | 'folder',
  parentId: string | null,
  children: TemplateTreeNode[] = [],
): TemplateTreeNode => ({
  id,
  groupId: '1',
  parentId,
  type,
  name: type === 'folder' ? id : `${id}.java`,
  content: '',
  scope: 'table',
  language: 'java',
  sort: 0,
  updatedAt: null,
  children,
});

// src/ { main/ { a.java, b.java }, c.java }, d.java
const tree = [
  node('src', 'folder', null, [
    node('main', 'folder', 'src', [node('a', 'file', 'main'), node('b', 'file', 'main')]),
    node('c', 'file', 'src'),
  ]),
  node('d', 'file', null),
];

test('the output path template joins the folder names', () => {
  expect(pathTemplate(tree, 'a')).toBe('src/main/a.java');
  expect(firstFile(tree)?.id).toBe('a');
});

test('dropping onto a folder moves the node in, first', () => {
  expect(dropTarget(tree, 'd', 'main', true, false)).toEqual({
    parentId: 'main',
    order: ['d', 'a', 'b'],
  });
});

test('dropping in a gap places the node before or after the target', () => {
  expect(dropTarget(tree, 'b', 'a', false, false)).toEqual({
    parentId: 'main',
    order: ['b', 'a'],
  });
  expect(dropTarget(tree, 'a', 'c', false, true)).toEqual({
    parentId: 'src',
    order: ['main', 'c', 'a'],
  });
});

test('a folder never moves into itself or below itself, and nothing drops onto a file', () => {
  expect(dropTarget(tree, 'src', 'main', true, false)).toBeUndefined();
  expect(dropTarget(tree, 'src', 'a', false, true)).toBeUndefined();
  expect(dropTarget(tree, 'd', 'c', true, false)).toBeUndefined();
});
