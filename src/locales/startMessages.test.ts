import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { START_MODULES, startMessageIds } from '../../config/startMessages';
import enUS from './en-US';

const src = path.join(__dirname, '..');

test('the start-up messages hold the root layout, home and error pages texts, and not the tools pages', () => {
  const start = startMessageIds(src, Object.keys(enUS));
  for (const id of ['app.name', 'menu.home', 'footer.about', 'lang.label', 'lang.loadFailed']) {
    expect(start).toContain(id);
  }
  expect([...start].some((id) => id.startsWith('home.'))).toBe(true);
  expect([...start].some((id) => id.startsWith('exception.'))).toBe(true);
  const tools = Object.keys(enUS).filter((id) => /^(codeGenerate|template|ai)\./.test(id));
  expect(tools.length).toBeGreaterThan(0);
  expect(tools.filter((id) => start.has(id))).toEqual([]);
});

test('ids are found through static and lazy imports and by the head of a template literal', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'start-messages-'));
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), text);
  };
  for (const file of START_MODULES) write(file, '');
  write('app.tsx', "import { a } from './a';\nexport const x = 'direct.one';");
  write('a.ts', "export const a = () => import('@/b');");
  write('b/index.tsx', 'export const t = (k: string) => `menu.${k}`;');
  write('layouts/index.tsx', "const label = \"it's\"; export default 'quoted.two';");
  write('unreached.ts', "export const y = 'page.only';");
  const ids = ['direct.one', 'menu.home', 'menu.text', 'quoted.two', 'page.only', 'other.one'];
  expect([...startMessageIds(dir, ids)].sort()).toEqual([
    'direct.one',
    'menu.home',
    'menu.text',
    'quoted.two',
  ]);
});
