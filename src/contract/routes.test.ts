import { contract } from './index';
import { routes } from './routes';

/** The service functions call what routes.ts says; it must say what the contract says. */
test('routes.ts holds exactly the route of every contract call (else run scripts/contractRoutes.ts)', () => {
  const expected = Object.fromEntries(
    Object.entries(contract).map(([key, calls]) => [
      key,
      Object.fromEntries(
        Object.entries(calls).map(([name, def]) => [
          name,
          {
            id: def.id,
            method: def.method,
            path: def.path,
            kind: def.kind,
            access: def.access,
            cacheable: def.cacheable,
          },
        ]),
      ),
    ]),
  );
  expect(routes).toEqual(expected);
});
