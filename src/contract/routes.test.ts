import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import { contractRoutesSource } from '../../config/contractRoutesPlugin';
import { allCalls } from './index';
import { routes } from './routes';

test('every contract call has its route, and nothing but the route', () => {
  const listed = Object.values(routes).flatMap((calls) => Object.values(calls));
  expect(listed.map((route) => route.id).sort()).toEqual(allCalls.map((call) => call.id).sort());
  expect(routes.text.parser).toEqual({
    id: 'text.parser',
    method: 'POST',
    path: '/api/text/parser',
    kind: 'json',
    access: 'public',
    cacheable: false,
  });
});

test('the browser build gets the same table as plain data', () => {
  const source = contractRoutesSource();
  // Run where nothing can be imported or required: the table needs neither zod nor the contract.
  expect(source).not.toMatch(/^\s*import\b/m);
  const module = { exports: {} as { routes?: unknown } };
  vm.runInNewContext(source.replace('export const routes =', 'module.exports.routes ='), {
    module,
  });
  expect(module.exports.routes).toEqual(routes);
});

test('each service module binds only the calls of its own feature, the table the browser build gives it', () => {
  const dir = path.join(__dirname, '../services');
  const services = fs
    .readdirSync(dir)
    .filter((name) => /^\w+\.ts$/.test(name) && name !== 'bind.ts');
  expect(services.length).toBeGreaterThan(10);
  for (const name of services) {
    const source = fs.readFileSync(path.join(dir, name), 'utf8');
    const used = new Set([...source.matchAll(/\broutes\.(\w+)/g)].map((m) => m[1]));
    expect([name, [...used]]).toEqual([name, [path.basename(name, '.ts')]]);
  }
});
