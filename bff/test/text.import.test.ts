import fs from 'node:fs';
import os from 'node:os';
import nodePath from 'node:path';
import ExcelJS from 'exceljs';
import { contract } from '../../src/contract';
import { Code } from '../../src/contract/core';
import { IMPORT_MAX_BYTES } from '../../src/contract/text';
import {
  describeEachDb,
  signedRequest,
  signIn,
  type SignedIn,
  startTestApp,
  type TestApp,
} from './support';

const calls = contract.text;
const { path } = calls.importFile;

async function workbook(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const users = book.addWorksheet('user_account');
  users.addRow(['Column', 'Type', 'Comment']);
  users.addRow(['id', 'bigint', 'primary key']);
  users.addRow(['email', 'varchar(128)', 'login']);
  const orders = book.addWorksheet('orders');
  orders.addRow(['Column', 'Type', 'Comment']);
  orders.addRow(['order_no', 'varchar(32)', 'number']);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describeEachDb('text importFile', (db) => {
  let t: TestApp;
  let me: SignedIn;
  // A temp folder of this suite's own, so leftovers() sees only this app's import folders.
  const tmpDir = fs.mkdtempSync(nodePath.join(os.tmpdir(), 'jcg-import-test-'));
  beforeAll(async () => {
    t = await startTestApp({ db, smtp: true, env: { UPLOAD_TMP_DIR: tmpDir } });
    me = await signIn(t, 'importer@example.com');
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(tmpDir, { recursive: true, force: true });
  });

  const upload = (who?: SignedIn) => signedRequest(t, 'post', path, who);
  /** What an import left in the temp folder (there must be nothing after a call). */
  const leftovers = () => fs.readdirSync(tmpDir);

  it('imports a .sql file anonymously, without history', async () => {
    const res = await upload().attach(
      'file',
      Buffer.from('CREATE TABLE t_order (id INT PRIMARY KEY, total DECIMAL(10,2));'),
      'orders.sql',
    );
    expect(res.body.code).toBe(Code.OK);
    expect(calls.importFile.response.parse(res.body.data)).toEqual(res.body.data);
    expect(res.body.data).toMatchObject({
      inputType: 'sql',
      fileName: 'orders.sql',
      historyId: null,
    });
    expect(res.body.data.tables[0].fields.map((f: { columnName: string }) => f.columnName)).toEqual(
      ['id', 'total'],
    );
    expect(leftovers()).toEqual([]);
  });

  it('names the table of a CSV, a JSON and an untitled Markdown file after the file', async () => {
    const cases: Array<[string, string, string]> = [
      ['sample.csv', 'id,name\n1,Ada\n', 'sample'],
      ['Order Lines.json', '{"id": 1, "sku": "a"}', 'order_lines'],
      ['columns.md', '| name | type |\n|---|---|\n| id | bigint |\n', 'columns'],
    ];
    for (const [fileName, text, tableName] of cases) {
      const res = await upload().attach('file', Buffer.from(text), fileName);
      expect(res.body.code).toBe(Code.OK);
      expect(res.body.data.tables.map((x: { tableName: string }) => x.tableName)).toEqual([
        tableName,
      ]);
    }
    expect(leftovers()).toEqual([]);
  });

  it('records a signed-in import with its file name', async () => {
    const res = await upload(me).attach(
      'file',
      Buffer.from('id,name,email\n1,Ada,a@x.io\n'),
      'people.csv',
    );
    expect(res.body.data).toMatchObject({ inputType: 'csv', fileName: 'people.csv' });
    expect(res.body.data.tables[0].fields.length).toBeGreaterThan(0);
    const loaded = await signedRequest(t, 'post', calls.loadFields.path, me).send({
      id: res.body.data.historyId,
    });
    expect(loaded.body.data).toMatchObject({
      source: 'file',
      fileName: 'people.csv',
      text: 'id,name,email\n1,Ada,a@x.io\n',
      tables: res.body.data.tables,
    });
  });

  it('imports JSON and honours the inputType field', async () => {
    const json = await upload().attach('file', Buffer.from('{"id": 1, "name": "x"}'), 'a.json');
    expect(json.body.data.inputType).toBe('json');
    expect(json.body.data.tables.length).toBeGreaterThan(0);
    const forced = await upload()
      .field('inputType', 'json')
      .attach('file', Buffer.from('{"id": 1}'), 'a.txt');
    expect(forced.body.data.inputType).toBe('json');
    const bad = await upload()
      .field('inputType', 'cobol')
      .attach('file', Buffer.from('x'), 'a.txt');
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.data)).toEqual(['inputType']);
  });

  it('reads each sheet of an .xlsx as a table', async () => {
    const res = await upload(me).attach('file', await workbook(), 'model.xlsx');
    expect(res.body.code).toBe(Code.OK);
    expect(res.body.data.inputType).toBe('excel');
    expect(res.body.data.tables.map((t: { tableName: string }) => t.tableName)).toEqual([
      'user_account',
      'orders',
    ]);
    expect(res.body.data.historyId).toEqual(expect.any(Number));
  });

  it('answers a corrupt workbook and a binary file with diagnostics, not 500', async () => {
    const corrupt = await upload().attach(
      'file',
      Buffer.from('PK\u0003\u0004 not a zip'),
      'x.xlsx',
    );
    expect(corrupt.status).toBe(200);
    expect(corrupt.body.data.tables).toEqual([]);
    expect(corrupt.body.data.diagnostics.length).toBeGreaterThan(0);
    const binary = await upload().attach('file', Buffer.from([0, 1, 2, 0, 255, 0]), 'x.sql');
    expect(binary.status).toBe(200);
    expect(binary.body.data.diagnostics[0].message).toMatch(/binary/);
    expect(leftovers()).toEqual([]);
  });

  it('rejects too large, wrongly named, empty and missing files on the file field', async () => {
    const big = await upload().attach('file', Buffer.alloc(IMPORT_MAX_BYTES + 1, 97), 'big.sql');
    expect(big.status).toBe(422);
    expect(big.body.data).toEqual({ file: 'The file is larger than 5 MB' });
    const exe = await upload().attach('file', Buffer.from('MZ'), 'tool.exe');
    expect(exe.status).toBe(422);
    expect(exe.body.data.file).toMatch(/\.sql.*\.xlsx/);
    const empty = await upload().attach('file', Buffer.alloc(0), 'empty.sql');
    expect(empty.status).toBe(422);
    expect(empty.body.data).toEqual({ file: 'The file is empty' });
    const none = await upload().field('inputType', 'sql');
    expect(none.status).toBe(422);
    expect(none.body.data).toEqual({ file: 'Please choose a file' });
    expect(leftovers()).toEqual([]);
  });
});
