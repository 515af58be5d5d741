import fs from 'node:fs';
import path from 'node:path';
import type request from 'supertest';
import { contract } from '../../src/contract';
import { Code } from '../../src/contract/core';
import { DIAGRAM_MAX_TABLES, type Table } from '../../src/contract/text';
import { makeField } from '../src/domain/field';
import { parse } from '../src/domain/parser';
import { CORPUS_DIR } from './parser/corpus';
import { describeEachDb, signedRequest, startTestApp, type TestApp } from './support';

const call = contract.text.diagram;
const chinook = parse(fs.readFileSync(path.join(CORPUS_DIR, 'chinook.postgresql.sql'), 'utf8'));

const table = (tableName: string, columns = 1): Table => ({
  tableName,
  className: tableName,
  comment: '',
  fields: Array.from({ length: columns }, (_, i) => makeField(`c${i}`, { sqlType: 'int' })),
});

describeEachDb('text.diagram', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  const post = (body: object) =>
    signedRequest(t, 'post', call.path)
      .send(body)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
  const json = (res: request.Response) => JSON.parse((res.body as Buffer).toString('utf8'));

  it('answers an SVG of the tables and their foreign keys, for anyone', async () => {
    const res = await post({ tables: chinook.tables });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/svg+xml');
    expect(res.headers['content-disposition']).toBe('inline; filename="album-diagram.svg"');
    const svg = (res.body as Buffer).toString('utf8');
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    for (const t of chinook.tables) expect(svg).toContain(`data-table="${t.tableName}"`);
    expect(svg.match(/class="edge edge-declared"/g)).toHaveLength(11);
  });

  it('answers a PNG whose header gives its size', async () => {
    const res = await post({ tables: chinook.tables, format: 'png' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const png = res.body as Buffer;
    expect(png.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    expect(png.subarray(12, 16).toString('ascii')).toBe('IHDR');
    expect(png.readUInt32BE(16)).toBeGreaterThan(500);
    expect(png.readUInt32BE(20)).toBeGreaterThan(300);
  });

  it.each([
    ['no table', { tables: [] }, 'tables', 'Please add at least one table'],
    [
      'too many tables',
      { tables: Array.from({ length: DIAGRAM_MAX_TABLES + 1 }, (_, i) => table(`t${i}`)) },
      'tables',
      'At most 300 tables per diagram',
    ],
    [
      'too many columns',
      { tables: Array.from({ length: 7 }, (_, i) => table(`t${i}`, 900)) },
      'tables',
      'At most 6,000 columns per diagram',
    ],
    ['an unknown format', { tables: [table('a')], format: 'gif' }, 'format', undefined],
    ['a table without fields', { tables: [{ tableName: 'a' }] }, 'tables.0.className', undefined],
  ])('refuses %s with 422 and a message', async (_what, body, field, message) => {
    const res = await post(body);
    expect(res.status).toBe(422);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    const envelope = json(res);
    expect(envelope.code).toBe(Code.VALIDATION);
    expect(Object.keys(envelope.data)).toContain(field);
    if (message) expect(envelope.message).toBe(message);
  });
});
