import routes from '../../config/routes';
import { footerNav, isNavGroup, mainNav, selectedPath } from './navigation';

test('the highlighted entry is the deepest nav path containing the current path', () => {
  expect(selectedPath('/')).toBe('/');
  expect(selectedPath('/code-generate')).toBe('/code-generate');
  expect(selectedPath('/code-generate/guide')).toBe('/code-generate/guide');
  expect(selectedPath('/release-log')).toBe('/release-log');
  expect(selectedPath('/login')).toBeUndefined();
  expect(selectedPath('/texts')).toBeUndefined();
});

test('every linked path is a route', () => {
  const routePaths = new Set(routes.flatMap((route) => route.routes ?? []).map((r) => r.path));
  const linked = [
    ...mainNav.flatMap((item) => (isNavGroup(item) ? item.children : [item])),
    ...footerNav.flatMap((column) => column.links),
  ].map((link) => link.path);
  for (const path of linked) expect(routePaths).toContain(path);
});
