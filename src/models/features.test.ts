import { statisticalAnalysis } from '@/services/admin';
import { findList } from '@/services/sponsor';
import { findAll } from '@/services/template';
import { parser } from '@/services/text';
import { createTestApp } from '@/utils/testing/dvaTestApp';
import admin from './admin';
import sponsor from './sponsor';
import template from './template';
import text from './text';

jest.mock('@/services/admin', () => ({ statisticalAnalysis: jest.fn() }));
jest.mock('@/services/sponsor', () => ({ findList: jest.fn() }));
jest.mock('@/services/template', () => ({ findAll: jest.fn() }));
jest.mock('@/services/text', () => ({ parser: jest.fn() }));

/** The models later issues fill: each effect calls its service and stores the answer. */

test('text/create runs the parser and keeps the result', async () => {
  const result = { inputType: 'sql' as const, tables: [], diagnostics: [] };
  (parser as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: result });
  const app = createTestApp([text]);

  await app.dispatch({ type: 'text/create', payload: { text: 'CREATE TABLE t (id int)' } });

  expect(parser).toHaveBeenCalledWith({ body: { text: 'CREATE TABLE t (id int)' } });
  expect(app.getState().text.result).toEqual(result);
});

test('template/fetchGroups lists the groups with an empty body', async () => {
  (findAll as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: [{ id: '1' }] });
  const app = createTestApp([template]);

  await app.dispatch({ type: 'template/fetchGroups' });

  expect(findAll).toHaveBeenCalledWith({ body: {} });
  expect(app.getState().template.groups).toEqual([{ id: '1' }]);
});

test('sponsor/fetchList stores the sponsor wall', async () => {
  const wall = { list: [{ displayName: 'Ada' }], total: 1, page: 1, pageSize: 20, totals: [] };
  (findList as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: wall });
  const app = createTestApp([sponsor]);

  await app.dispatch({ type: 'sponsor/fetchList' });

  expect(app.getState().sponsor.wall).toEqual(wall);
});

test('admin/fetchStatistics keeps the answer as it came', async () => {
  const stats = { visits: [1, 2, 3] };
  (statisticalAnalysis as jest.Mock).mockResolvedValue({ code: 200, message: 'OK', data: stats });
  const app = createTestApp([admin]);
  expect(app.getState().admin.statistics).toBeNull();

  await app.dispatch({ type: 'admin/fetchStatistics' });

  expect(app.getState().admin.statistics).toEqual(stats);
});
