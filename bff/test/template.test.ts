import { strToU8, unzipSync, zipSync } from 'fflate';
import { contract } from '../../src/contract';
import { Code } from '../../src/contract/core';
import {
  TEMPLATE_FILE_MAX_LENGTH,
  TEMPLATE_GROUP_MAX_FILES,
  type TemplateTreeNode,
} from '../../src/contract/template';
import { loadBuiltinGroups } from '../src/domain/generator';
import { closeRenderPool } from '../src/domain/generator/pool';
import { TemplateFile, TemplateGroup } from '../src/entities/Template';
import {
  deleteAccount,
  describeEachDb,
  type Method,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const calls = contract.template;
const READ_ONLY = 'Built-in templates are read-only; copy the group to edit it';
const at = (path: string, id: string) => path.replace(':id', encodeURIComponent(id));

/** A tree without ids, dates and sort, for comparing two copies of one group. */
interface Shape {
  type: string;
  name: string;
  content: string;
  scope: string;
  language: string;
  children: Shape[];
}
const shapeOf = (nodes: TemplateTreeNode[]): Shape[] =>
  nodes.map((n) => ({
    type: n.type,
    name: n.name,
    content: n.content,
    scope: n.scope,
    language: n.language,
    children: shapeOf(n.children),
  }));

const findNode = (nodes: TemplateTreeNode[], name: string): TemplateTreeNode | undefined => {
  for (const node of nodes) {
    if (node.name === name) return node;
    const inside = findNode(node.children, name);
    if (inside) return inside;
  }
  return undefined;
};

/** The first file of a tree (depth first). */
const firstFile = (nodes: TemplateTreeNode[]): TemplateTreeNode | undefined => {
  for (const node of nodes) {
    if (node.type === 'file') return node;
    const inside = firstFile(node.children);
    if (inside) return inside;
  }
  return undefined;
};

describeEachDb('template calls', (db) => {
  let t: TestApp;
  let me: SignedIn;
  let other: SignedIn;
  const builtin = () => loadBuiltinGroups()[0];
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true });
    me = await signIn(t, 'templates@example.com');
    other = await signIn(t, 'stranger@example.com');
  }, 30_000);
  afterAll(async () => {
    await t.close();
    // Previews start the process-wide render pool; its worker threads would keep jest running.
    await closeRenderPool();
  });

  const call = (method: Method, path: string, who?: SignedIn) =>
    signedRequest(t, method, path, who);
  const createGroup = async (who: SignedIn, body: object) => {
    const res = await call('post', calls.create.path, who).send(body);
    expect(res.body.code).toBe(Code.OK);
    return res.body.data as { id: string; name: string };
  };
  const saveFile = (who: SignedIn, body: object) =>
    call('post', calls.saveFile.path, who).send(body);
  const saved = async (who: SignedIn, body: object) => {
    const res = await saveFile(who, body);
    expect(res.body).toMatchObject({ code: Code.OK });
    return res.body.data as { id: string; name: string; language: string; content: string };
  };
  const tree = async (id: string, who?: SignedIn) => {
    const res = await call('get', at(calls.findTree.path, id), who);
    expect(res.body.code).toBe(Code.OK);
    expect(calls.findTree.response.parse(res.body.data)).toEqual(res.body.data);
    return res.body.data as {
      group: { fileCount: number; copiedFrom: string | null };
      tree: TemplateTreeNode[];
    };
  };
  const copyGroup = async (id: string) => {
    const res = await call('post', calls.copyFile.path, me).send({ type: 'group', id });
    expect(res.body.code).toBe(Code.OK);
    return res.body.data.groupId as string;
  };
  const exportZip = (id: string, who?: SignedIn) =>
    call('get', at(calls.exportZip.path, id), who)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const importZip = (bytes: Uint8Array, who: SignedIn = me) =>
    call('post', calls.importZip.path, who).attach('file', Buffer.from(bytes), 'template.zip');
  const manifest = (files: { path: string }[], extra: object = {}) =>
    strToU8(JSON.stringify({ name: 'Imported', files, ...extra }));

  describe('groups', () => {
    it('lists built-in groups to everyone and own groups to their owner only', async () => {
      expect(loadBuiltinGroups().length).toBeGreaterThan(0);
      const anon = await call('post', calls.findAll.path).send({});
      expect(anon.body.code).toBe(Code.OK);
      expect(calls.findAll.response.parse(anon.body.data)).toEqual(anon.body.data);
      expect(anon.body.data.map((g: { id: string }) => g.id)).toEqual(
        loadBuiltinGroups().map((g) => g.id),
      );
      expect(anon.body.data.every((g: { builtIn: boolean }) => g.builtIn)).toBe(true);

      const mine = await createGroup(me, { name: 'Visible to me', language: 'go' });
      const forMe = (await call('post', calls.findAll.path, me).send({})).body.data;
      expect(forMe.map((g: { id: string }) => g.id)).toContain(mine.id);
      const forOther = (await call('post', calls.findAll.path, other).send({})).body.data;
      expect(forOther.map((g: { id: string }) => g.id)).not.toContain(mine.id);
      const goOnly = (await call('post', calls.findAll.path, me).send({ language: 'go' })).body
        .data;
      expect(goOnly.every((g: { language: string }) => g.language === 'go')).toBe(true);
      expect(goOnly.map((g: { id: string }) => g.id)).toContain(mine.id);
    });

    it('creates, reads, renames and deletes an own group', async () => {
      const res = await call('post', calls.create.path, me).send({
        name: '  Service stack ',
        description: 'Mine',
        options: [{ key: 'lombok', label: 'Lombok', type: 'boolean', default: true }],
      });
      expect(res.body.code).toBe(Code.OK);
      const group = calls.create.response.parse(res.body.data);
      expect(group).toMatchObject({
        name: 'Service stack',
        description: 'Mine',
        language: 'java',
        builtIn: false,
        copiedFrom: null,
        fileCount: 0,
      });
      const got = await call('get', at(calls.get.path, group.id), me);
      expect(got.body.data).toEqual(group);

      const renamed = await call('put', calls.update.path, me).send({
        id: group.id,
        name: 'Renamed stack',
      });
      expect(renamed.body.data).toMatchObject({ name: 'Renamed stack', description: 'Mine' });
      expect(renamed.body.data.options).toHaveLength(1);

      await saved(me, { groupId: group.id, name: 'a.java', content: 'A' });
      const removed = await call('delete', at(calls.remove.path, group.id), me);
      expect(removed.body).toEqual({ code: Code.OK, message: 'success', data: null });
      expect((await call('get', at(calls.get.path, group.id), me)).status).toBe(404);
      const files = t.deps.dataSource.getRepository(TemplateFile);
      expect(await files.countBy({ groupId: Number(group.id) })).toBe(0);
    });

    it('pages and searches groups by name and description, with an owner filter', async () => {
      const u = await signIn(t, 'lister@example.com');
      for (const [name, description] of [
        ['Alpha API', 'rest'],
        ['Beta', 'grpc 100%_done'],
        ['Gamma', 'rest api'],
      ]) {
        await createGroup(u, { name, description });
      }
      const list = (body: object, who: SignedIn | undefined = u) =>
        call('post', calls.findList.path, who).send(body);
      const own = await list({ owner: 'own', pageSize: 2 });
      expect(calls.findList.response.parse(own.body.data)).toEqual(own.body.data);
      expect(own.body.data).toMatchObject({ total: 3, page: 1, pageSize: 2 });
      expect(own.body.data.list).toHaveLength(2);
      const second = await list({ owner: 'own', pageSize: 2, page: 2 });
      expect(second.body.data.list).toHaveLength(1);
      const names = [...own.body.data.list, ...second.body.data.list].map(
        (g: { name: string }) => g.name,
      );
      expect(names.sort()).toEqual(['Alpha API', 'Beta', 'Gamma']);

      const api = await list({ owner: 'own', keyword: 'API' });
      expect(api.body.data.list.map((g: { name: string }) => g.name).sort()).toEqual([
        'Alpha API',
        'Gamma',
      ]);
      // LIKE wildcards in the keyword are taken literally.
      const percent = await list({ owner: 'own', keyword: '%_' });
      expect(percent.body.data.list.map((g: { name: string }) => g.name)).toEqual(['Beta']);

      const builtIns = loadBuiltinGroups().length;
      const all = await list({ pageSize: 100 });
      expect(all.body.data.total).toBe(builtIns + 3);
      expect(
        all.body.data.list.slice(0, builtIns).every((g: { builtIn: boolean }) => g.builtIn),
      ).toBe(true);
      // A page that starts among the built-ins and ends among the own groups.
      const straddle = await list({ pageSize: builtIns + 1 });
      expect(straddle.body.data.list).toHaveLength(builtIns + 1);
      expect(straddle.body.data.list.at(-1).builtIn).toBe(false);
      const rest = await list({ pageSize: builtIns + 1, page: 2 });
      expect(rest.body.data.list).toHaveLength(2);
      expect((await list({ owner: 'builtIn' })).body.data.total).toBe(builtIns);
      const anonymous = await call('post', calls.findList.path).send({ owner: 'own' });
      expect(anonymous.body.data.total).toBe(0);
    });

    it('answers 422 with field messages for invalid groups', async () => {
      const empty = await call('post', calls.create.path, me).send({ name: '  ' });
      expect(empty.status).toBe(422);
      expect(empty.body.data).toEqual({ name: 'Please enter Name' });
      const long = await call('post', calls.create.path, me).send({ name: 'x'.repeat(101) });
      expect(long.body.data).toEqual({ name: 'Name is at most 100 characters' });
      const badOption = await call('post', calls.create.path, me).send({
        name: 'Options',
        options: [{ key: 'has space', label: 'L', type: 'boolean', default: true }],
      });
      expect(badOption.status).toBe(422);
      expect(Object.values(badOption.body.data)).toContain('Option keys are letters, digits and _');
    });

    it('needs a sign-in to write', async () => {
      const res = await call('post', calls.create.path).send({ name: 'Anonymous' });
      expect(res.body.code).toBe(Code.NOT_SIGNED_IN);
      const save = await call('post', calls.saveFile.path).send({ groupId: '1', name: 'a' });
      expect(save.body.code).toBe(Code.NOT_SIGNED_IN);
    });
  });

  describe('ownership', () => {
    it("answers 404 for another user's group and its files, and for unknown ids", async () => {
      const group = await createGroup(me, { name: 'Private' });
      const file = await saved(me, { groupId: group.id, name: 'secret.java', content: 'S' });
      const notFound = { code: Code.NOT_FOUND, message: 'Template not found' };
      const attempts = [
        call('get', at(calls.get.path, group.id), other),
        call('get', at(calls.findTree.path, group.id), other),
        call('get', at(calls.findTree.path, group.id)),
        exportZip(group.id, other),
        call('put', calls.update.path, other).send({ id: group.id, name: 'Mine now' }),
        call('delete', at(calls.remove.path, group.id), other),
        saveFile(other, { groupId: group.id, name: 'x.java' }),
        saveFile(other, { id: file.id, groupId: group.id, name: 'x.java' }),
        call('get', at(calls.delFile.path, file.id), other),
        call('post', calls.copyFile.path, other).send({ type: 'group', id: group.id }),
        call('post', calls.copyFile.path, other).send({ id: file.id }),
        call('post', calls.preview.path, other).send({ groupId: group.id }),
        call('get', at(calls.get.path, 'not-a-number'), me),
        call('get', at(calls.get.path, '99999999'), me),
        call('get', at(calls.get.path, 'builtin:no-such-group'), me),
      ];
      for (const res of await Promise.all(attempts)) {
        expect(res.status).toBe(404);
        if (res.body && 'code' in res.body) expect(res.body).toMatchObject(notFound);
      }
      // A file of my group addressed through another of my groups is unknown there too.
      const second = await createGroup(me, { name: 'Second' });
      const wrongGroup = await saveFile(me, { id: file.id, groupId: second.id, name: 'x.java' });
      expect(wrongGroup.status).toBe(404);
      expect((await tree(group.id, me)).tree.map((n) => n.name)).toEqual(['secret.java']);
    });

    it('keeps built-in groups read-only but readable and copyable', async () => {
      const id = builtin().id;
      const { tree: nodes } = await tree(id);
      const file = firstFile(nodes)!;
      const forbidden = [
        call('put', calls.update.path, me).send({ id, name: 'Mine' }),
        call('delete', at(calls.remove.path, id), me),
        saveFile(me, { groupId: id, name: 'extra.java' }),
        saveFile(me, { id: file.id, groupId: id, name: file.name, content: 'changed' }),
        call('get', at(calls.delFile.path, file.id), me),
        call('post', calls.copyFile.path, me).send({ id: file.id }),
      ];
      for (const res of await Promise.all(forbidden)) {
        expect(res.status).toBe(403);
        expect(res.body).toEqual({ code: Code.FORBIDDEN, message: READ_ONLY });
      }
      expect((await tree(id)).tree).toEqual(nodes);
    });
  });

  describe('files and folders', () => {
    it('creates a tree, infers languages, renames without losing content, and moves', async () => {
      const group = await createGroup(me, { name: 'Tree' });
      const src = await saved(me, { groupId: group.id, type: 'folder', name: 'src' });
      const mapper = await saved(me, {
        groupId: group.id,
        parentId: src.id,
        name: '{{ table.className }}Mapper.xml',
        content: '<mapper/>',
      });
      expect(mapper.language).toBe('xml');
      const entity = await saved(me, {
        groupId: group.id,
        name: '{{ table.className }}.java',
        content: 'class {{ table.className }} {}',
        scope: 'table',
      });
      expect(entity.language).toBe('java');
      const readme = await saved(me, { groupId: group.id, name: 'README', content: 'x' });
      expect(readme.language).toBe('text');

      // A rename sends only the name: content, folder and scope stay.
      const renamed = await saved(me, {
        id: entity.id,
        groupId: group.id,
        name: '{{ table.className }}Entity.kt',
      });
      expect(renamed).toMatchObject({
        content: 'class {{ table.className }} {}',
        language: 'kotlin',
      });
      // Move into the folder.
      const moved = await saved(me, {
        id: entity.id,
        groupId: group.id,
        parentId: src.id,
        name: renamed.name,
      });
      expect(moved).toMatchObject({ parentId: src.id, content: 'class {{ table.className }} {}' });

      const { group: info, tree: nodes } = await tree(group.id, me);
      expect(info.fileCount).toBe(3);
      expect(nodes.map((n) => n.name)).toEqual(['src', 'README']);
      expect(nodes[0].children.map((n) => n.name).sort()).toEqual([
        '{{ table.className }}Entity.kt',
        '{{ table.className }}Mapper.xml',
      ]);
    });

    it('refuses duplicate names, separators, cycles and files as folders with 422', async () => {
      const group = await createGroup(me, { name: 'Rules' });
      const a = await saved(me, { groupId: group.id, type: 'folder', name: 'a' });
      const b = await saved(me, { groupId: group.id, type: 'folder', parentId: a.id, name: 'b' });
      const file = await saved(me, { groupId: group.id, parentId: b.id, name: 'f.java' });

      const dup = await saveFile(me, { groupId: group.id, parentId: b.id, name: 'f.java' });
      expect(dup.status).toBe(422);
      expect(dup.body.data).toEqual({ name: 'f.java already exists in this folder' });
      const slash = await saveFile(me, { groupId: group.id, name: 'x/y.java' });
      expect(slash.body.data.name).toMatch(/cannot contain \//);
      // A slash inside a Liquid tag is part of one name.
      await saved(me, { groupId: group.id, name: '{{ "a/b" | replace: "/", "_" }}.txt' });

      const intoChild = await saveFile(me, {
        id: a.id,
        groupId: group.id,
        parentId: b.id,
        name: 'a',
      });
      expect(intoChild.status).toBe(422);
      expect(intoChild.body.data).toEqual({
        parentId: 'A folder cannot move into itself or one of its folders',
      });
      const intoSelf = await saveFile(me, {
        id: a.id,
        groupId: group.id,
        parentId: a.id,
        name: 'a',
      });
      expect(intoSelf.status).toBe(422);
      const underFile = await saveFile(me, {
        groupId: group.id,
        parentId: file.id,
        name: 'g.java',
      });
      expect(underFile.body.data).toEqual({ parentId: 'Files can only be placed in a folder' });
      const retype = await saveFile(me, { id: a.id, groupId: group.id, type: 'file', name: 'a' });
      expect(retype.status).toBe(422);
      const tooLong = await saveFile(me, {
        groupId: group.id,
        name: 'big.java',
        content: 'x'.repeat(TEMPLATE_FILE_MAX_LENGTH + 1),
      });
      expect(tooLong.status).toBe(422);
      expect(tooLong.body.data).toEqual({
        content: 'A template file is at most 200,000 characters',
      });
      const noName = await saveFile(me, { groupId: group.id, name: ' ' });
      expect(noName.body.data).toEqual({ name: 'Please enter Name' });
      const dots = await saveFile(me, { groupId: group.id, name: '..' });
      expect(dots.body.data).toEqual({ name: 'Name cannot be . or ..' });
    });

    it('stores a 200,000-character file whole', async () => {
      const group = await createGroup(me, { name: 'Large' });
      const content = 'é'.repeat(TEMPLATE_FILE_MAX_LENGTH);
      const file = await saved(me, { groupId: group.id, name: 'large.txt', content });
      expect(file.content).toBe(content);
      expect(firstFile((await tree(group.id, me)).tree)!.content).toBe(content);
    });

    it('keeps file contents that are JSON text as they were written', async () => {
      // MariaDB once handed a text that is JSON itself back as a value (db/jsonText.ts).
      const group = await createGroup(me, { name: 'JSON texts' });
      const contents = {
        'package.json': '{\n  "name": "{{ table.className | kebab }}",\n  "private": true\n}',
        'answer.txt': '42',
        'quoted.txt': '"quoted"',
        'list.json': '[1, 2]',
        'null.txt': 'null',
      };
      for (const [name, content] of Object.entries(contents)) {
        expect((await saved(me, { groupId: group.id, name, content })).content).toBe(content);
      }
      const files = (await tree(group.id, me)).tree;
      const read = Object.fromEntries(files.map((f) => [f.name, f.content]));
      expect(read).toEqual(contents);
      const copy = await tree(await copyGroup(group.id), me);
      expect(Object.fromEntries(copy.tree.map((f) => [f.name, f.content]))).toEqual(contents);
    });

    it(`holds at most ${TEMPLATE_GROUP_MAX_FILES} files in a group`, async () => {
      const group = await createGroup(me, { name: 'Full' });
      const now = new Date();
      await t.deps.dataSource.getRepository(TemplateFile).insert(
        Array.from({ length: TEMPLATE_GROUP_MAX_FILES }, (_, i) => ({
          groupId: Number(group.id),
          parentId: null,
          type: 'file' as const,
          name: `f${i}.txt`,
          content: '',
          scope: 'table' as const,
          language: 'text' as const,
          sort: 0,
          createdAt: now,
          updatedAt: now,
        })),
      );
      const res = await saveFile(me, { groupId: group.id, name: 'one-more.txt' });
      expect(res.status).toBe(422);
      expect(res.body.message).toMatch(`at most ${TEMPLATE_GROUP_MAX_FILES} files`);
      const folder = await saveFile(me, { groupId: group.id, type: 'folder', name: 'room' });
      expect(folder.body.code).toBe(Code.OK);
    });

    it('deletes a folder with everything in it', async () => {
      const group = await createGroup(me, { name: 'Delete' });
      const a = await saved(me, { groupId: group.id, type: 'folder', name: 'a' });
      const b = await saved(me, { groupId: group.id, type: 'folder', parentId: a.id, name: 'b' });
      await saved(me, { groupId: group.id, parentId: b.id, name: 'deep.java' });
      await saved(me, { groupId: group.id, name: 'keep.java' });
      const res = await call('get', at(calls.delFile.path, a.id), me);
      expect(res.body).toEqual({ code: Code.OK, message: 'success', data: null });
      expect((await tree(group.id, me)).tree.map((n) => n.name)).toEqual(['keep.java']);
      const files = t.deps.dataSource.getRepository(TemplateFile);
      expect(await files.countBy({ groupId: Number(group.id) })).toBe(1);
      expect((await call('get', at(calls.delFile.path, a.id), me)).status).toBe(404);
    });
  });

  describe('copies', () => {
    it('copies a built-in group into an own editable group with the same tree', async () => {
      const source = builtin();
      const res = await call('post', calls.copyFile.path, me).send({
        type: 'group',
        id: source.id,
      });
      expect(calls.copyFile.response.parse(res.body.data)).toEqual(res.body.data);
      const copy = await tree(res.body.data.groupId, me);
      expect(copy.group).toMatchObject({
        name: `${source.name} (copy)`,
        builtIn: false,
        copiedFrom: source.id,
        fileCount: source.files.length,
      });
      expect(shapeOf(copy.tree)).toEqual(shapeOf((await tree(source.id)).tree));
    });

    it('gives every group of a user its own name: copies count on, a taken name is refused', async () => {
      const u = await signIn(t, 'copier@example.com');
      const source = builtin();
      const copyName = async (id: string) => {
        const res = await call('post', calls.copyFile.path, u).send({ type: 'group', id });
        expect(res.body.code).toBe(Code.OK);
        return (await call('get', at(calls.get.path, res.body.data.groupId), u)).body.data.name;
      };
      expect(await copyName(source.id)).toBe(`${source.name} (copy)`);
      expect(await copyName(source.id)).toBe(`${source.name} (copy 2)`);
      const first = (await call('post', calls.findAll.path, u).send({})).body.data.find(
        (g: { name: string }) => g.name === `${source.name} (copy)`,
      );
      // A copy of a copy counts on from the original name instead of stacking suffixes.
      expect(await copyName(first.id)).toBe(`${source.name} (copy 3)`);
      // Another user's names do not count.
      const otherCopy = await call('post', calls.copyFile.path, other).send({
        type: 'group',
        id: source.id,
      });
      expect(
        (await call('get', at(calls.get.path, otherCopy.body.data.groupId), other)).body.data,
      ).toMatchObject({ name: `${source.name} (copy)` });

      const mine = await createGroup(u, { name: 'Unique' });
      const again = await call('post', calls.create.path, u).send({ name: ' unique ' });
      expect(again.status).toBe(422);
      expect(again.body.data).toEqual({ name: 'You already have a group named unique' });
      const second = await createGroup(u, { name: 'Second unique' });
      const rename = await call('put', calls.update.path, u).send({
        id: second.id,
        name: 'UNIQUE',
      });
      expect(rename.status).toBe(422);
      expect(rename.body.data).toEqual({ name: 'You already have a group named UNIQUE' });
      const same = await call('put', calls.update.path, u).send({ id: mine.id, name: 'Unique' });
      expect(same.body).toMatchObject({ code: Code.OK, data: { name: 'Unique' } });
      const named = await call('post', calls.copyFile.path, u).send({
        type: 'group',
        id: source.id,
        name: 'Unique',
      });
      expect(named.status).toBe(422);
      // The same name is free for another user.
      expect(await createGroup(other, { name: 'Unique' })).toMatchObject({ name: 'Unique' });
    });

    it('copies a file or folder within a group and into another one', async () => {
      const group = await createGroup(me, { name: 'Copies' });
      const dir = await saved(me, { groupId: group.id, type: 'folder', name: 'dir' });
      const file = await saved(me, {
        groupId: group.id,
        parentId: dir.id,
        name: 'A.java',
        content: 'a',
      });
      const again = await call('post', calls.copyFile.path, me).send({ id: file.id });
      expect(again.body.data.groupId).toBe(group.id);
      const twice = await call('post', calls.copyFile.path, me).send({ id: file.id });
      const folderCopy = await call('post', calls.copyFile.path, me).send({
        id: dir.id,
        targetParentId: null,
        name: 'dir2',
      });
      const { tree: nodes } = await tree(group.id, me);
      expect(nodes.map((n) => n.name)).toEqual(['dir', 'dir2']);
      expect(nodes[0].children.map((n) => n.name)).toEqual([
        'A (copy 2).java',
        'A (copy).java',
        'A.java',
      ]);
      expect(nodes[1].children.map((n) => [n.name, n.content])).toEqual([
        ['A (copy 2).java', 'a'],
        ['A (copy).java', 'a'],
        ['A.java', 'a'],
      ]);
      expect(folderCopy.body.data.id).toBe(nodes[1].id);
      expect(twice.body.data.id).toBe(findNode(nodes[0].children, 'A (copy 2).java')!.id);

      // A built-in file into an own group's root.
      const builtinFile = firstFile((await tree(builtin().id)).tree)!;
      const other = await createGroup(me, { name: 'Target' });
      const into = await call('post', calls.copyFile.path, me).send({
        id: builtinFile.id,
        targetGroupId: other.id,
      });
      expect(into.body.data.groupId).toBe(other.id);
      const target = await tree(other.id, me);
      expect(target.tree.map((n) => [n.name, n.content])).toEqual([
        [builtinFile.name, builtinFile.content],
      ]);
      const clash = await call('post', calls.copyFile.path, me).send({
        id: file.id,
        targetParentId: dir.id,
        name: 'A.java',
      });
      expect(clash.body.data).toEqual({ name: 'A.java already exists in this folder' });
      const toBuiltin = await call('post', calls.copyFile.path, me).send({
        id: file.id,
        targetGroupId: builtin().id,
      });
      expect(toBuiltin.status).toBe(403);
    });
  });

  describe('preview', () => {
    it('shows an edit of a copied group, and unsaved overrides', async () => {
      const groupId = await copyGroup(builtin().id);
      const file = firstFile((await tree(groupId, me)).tree)!;
      await saved(me, {
        id: file.id,
        groupId,
        name: file.name,
        content: `${file.content}\n// EDITED {{ table.className }}`,
      });
      const res = await call('post', calls.preview.path, me).send({ groupId });
      expect(res.body.code).toBe(Code.OK);
      const data = calls.preview.response.parse(res.body.data);
      expect(data.errors).toEqual([]);
      const rendered = data.files.find((f) => f.nodeId === file.id)!;
      expect(rendered.content).toMatch(/\/\/ EDITED UserAccount\s*$/);

      const unsaved = await call('post', calls.preview.path, me).send({
        groupId,
        nodeIds: [file.id],
        overrides: [{ id: file.id, name: 'Only.txt', content: 'Hello {{ table.tableName }}' }],
      });
      expect(unsaved.body.data.files).toEqual([
        expect.objectContaining({ nodeId: file.id, content: 'Hello user_account' }),
      ]);
      expect(unsaved.body.data.files[0].path).toMatch(/Only\.txt$/);
    }, 30_000);

    it('renders the given tables and reports template errors as data', async () => {
      const group = await createGroup(me, { name: 'Broken' });
      const ok = await saved(me, {
        groupId: group.id,
        name: '{{ table.className }}.txt',
        content: '{{ table.tableName }}',
      });
      const bad = await saved(me, {
        groupId: group.id,
        name: 'bad.txt',
        content: 'line one\n  {{ table.nope }}',
      });
      const res = await call('post', calls.preview.path, me).send({
        groupId: group.id,
        tables: [{ tableName: 'orders', className: 'Order', comment: '', fields: [] }],
      });
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.files).toEqual([
        { nodeId: ok.id, path: 'Order.txt', content: 'orders', language: 'text' },
      ]);
      expect(res.body.data.errors).toEqual([
        expect.objectContaining({ nodeId: bad.id, file: 'bad.txt', line: 2, column: 6 }),
      ]);
    }, 30_000);

    it('stops a runaway template with an error and stays responsive', async () => {
      const group = await createGroup(me, { name: 'Endless' });
      const loop = await saved(me, {
        groupId: group.id,
        name: 'loop.txt',
        content: '{% for i in (1..1000000000) %}{% endfor %}',
      });
      // then() sends the request now; the quick one goes out while the loop renders.
      const slow = call('post', calls.preview.path, me)
        .send({ groupId: group.id })
        .then((r) => r);
      await new Promise((r) => setTimeout(r, 200));
      const quick = await call('post', calls.findAll.path).send({});
      expect(quick.body.code).toBe(Code.OK);
      const res = await slow;
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.files).toEqual([]);
      expect(res.body.data.errors).toEqual([
        expect.objectContaining({ nodeId: loop.id, file: 'loop.txt', message: expect.any(String) }),
      ]);
    }, 30_000);

    it('previews a built-in group for an anonymous visitor', async () => {
      const res = await call('post', calls.preview.path).send({ groupId: builtin().id });
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.errors).toEqual([]);
      expect(res.body.data.files.length).toBeGreaterThan(0);
    }, 30_000);
  });

  describe('zip', () => {
    it('exports a built-in group and imports it back with the same tree', async () => {
      const source = builtin();
      const res = await exportZip(source.id);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/zip');
      expect(res.headers['content-disposition']).toMatch(/attachment/);
      const entries = unzipSync(new Uint8Array(res.body as Buffer));
      const manifestJson = JSON.parse(Buffer.from(entries['template.json']).toString('utf8'));
      expect(manifestJson).toMatchObject({ name: source.name, language: source.language });
      expect(manifestJson.files).toHaveLength(source.files.length);
      for (const f of manifestJson.files) expect(entries[f.path]).toBeDefined();

      const imported = await importZip(res.body as Buffer);
      expect(imported.body.code).toBe(Code.OK);
      const group = calls.importZip.response.parse(imported.body.data);
      expect(group).toMatchObject({
        name: source.name,
        builtIn: false,
        fileCount: source.files.length,
      });
      expect(shapeOf((await tree(group.id, me)).tree)).toEqual(
        shapeOf((await tree(source.id)).tree),
      );
    });

    it('round-trips an own group with empty folders', async () => {
      const group = await createGroup(me, { name: 'Round trip', language: 'go' });
      const a = await saved(me, { groupId: group.id, type: 'folder', name: 'a' });
      await saved(me, { groupId: group.id, type: 'folder', parentId: a.id, name: 'empty' });
      await saved(me, {
        groupId: group.id,
        parentId: a.id,
        name: 'x.go',
        content: 'package x',
        scope: 'all',
      });
      const zip = await exportZip(group.id, me);
      const imported = await importZip(zip.body as Buffer);
      // The user already has a group of that name: the import is named as a copy.
      expect(imported.body.data).toMatchObject({ name: 'Round trip (copy)', language: 'go' });
      expect(shapeOf((await tree(imported.body.data.id, me)).tree)).toEqual(
        shapeOf((await tree(group.id, me)).tree),
      );
    });

    it('refuses hostile and broken zips with 422 on the file', async () => {
      const cases: [Uint8Array, RegExp][] = [
        [
          zipSync({
            'template.json': manifest([{ path: '../evil.txt' }]),
            '../evil.txt': strToU8('x'),
          }),
          /relative/,
        ],
        [zipSync({ 'template.json': manifest([{ path: '/etc/passwd' }]) }), /relative/],
        [zipSync({ 'template.json': manifest([{ path: 'C:/x.txt' }]) }), /relative/],
        [zipSync({ 'template.json': manifest([{ path: 'a/../../b.txt' }]) }), /relative/],
        [zipSync({ 'other.txt': strToU8('x') }), /has no template\.json/],
        [zipSync({ 'template.json': strToU8('{not json') }), /not valid JSON/],
        [zipSync({ 'template.json': strToU8('{"files": []}') }), /name/],
        [zipSync({ 'template.json': manifest([{ path: 'missing.txt' }]) }), /no such file/],
        [
          zipSync({
            'template.json': manifest([{ path: 'a' }, { path: 'a/b' }]),
            a: strToU8('1'),
            'a/b': strToU8('2'),
          }),
          /twice in one folder/,
        ],
        [
          zipSync({
            'template.json': manifest([{ path: 'bin' }]),
            bin: new Uint8Array([0xff, 0xfe, 0x00]),
          }),
          /not UTF-8/,
        ],
        [
          zipSync({
            'template.json': manifest([{ path: 'big.txt' }]),
            'big.txt': strToU8('x'.repeat(TEMPLATE_FILE_MAX_LENGTH + 1)),
          }),
          /longer than/,
        ],
        [
          // Compresses to a few KB but inflates beyond any template file.
          zipSync({
            'template.json': manifest([{ path: 'bomb.txt' }]),
            'bomb.txt': new Uint8Array(5_000_000),
          }),
          /larger than a template file/,
        ],
        [
          zipSync(
            Object.fromEntries([
              ['template.json', manifest([])],
              ...Array.from({ length: TEMPLATE_GROUP_MAX_FILES + 1 }, (_, i) => [
                `f${i}.txt`,
                strToU8('x'),
              ]),
            ]),
          ),
          /at most/,
        ],
        [strToU8('this is not a zip at all'), /not a readable zip/],
      ];
      const groups = t.deps.dataSource.getRepository(TemplateGroup);
      const before = await groups.countBy({ userId: me.user.id });
      for (const [bytes, message] of cases) {
        const res = await importZip(bytes);
        expect(res.status).toBe(422);
        expect(res.body.data.file).toMatch(message);
      }
      expect(await groups.countBy({ userId: me.user.id })).toBe(before);
      const anon = await call('post', calls.importZip.path).attach(
        'file',
        Buffer.from('x'),
        'a.zip',
      );
      expect(anon.body.code).toBe(Code.NOT_SIGNED_IN);
    }, 30_000);
  });

  it('deletes the templates with the account', async () => {
    const leaving = await signIn(t, 'leaving-templates@example.com');
    const group = await createGroup(leaving, { name: 'Goes away' });
    await saved(leaving, { groupId: group.id, name: 'a.txt', content: 'a' });
    const res = await deleteAccount(t, leaving);
    expect(res.body.code).toBe(Code.OK);
    const repo = t.deps.dataSource.getRepository(TemplateGroup);
    expect(await repo.countBy({ userId: leaving.user.id })).toBe(0);
    const files = t.deps.dataSource.getRepository(TemplateFile);
    expect(await files.countBy({ groupId: Number(group.id) })).toBe(0);
  });

  it('creates the template tables as the entities describe them', async () => {
    const sql = await t.deps.dataSource.driver.createSchemaBuilder().log();
    expect(sql.upQueries.map((q) => q.query)).toEqual([]);
  });
});
