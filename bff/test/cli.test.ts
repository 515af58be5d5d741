import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const root = resolve(__dirname, '../..');
let dir: string;

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'cli-test-'));
});
afterAll(() => {
  rmSync(dir, { recursive: true, force: true });
});

/** Runs the CLI in its own Node process (as `npm run parse` does) on a temp file. */
function cli(args: string[], file?: { name: string; content: string }) {
  const paths = file ? [join(dir, file.name)] : [];
  if (file) writeFileSync(paths[0], file.content);
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'bff/tsconfig.json',
      'bff/src/cli.ts',
      ...args.map((a) => (a === '<file>' ? paths[0] : a)),
    ],
    { cwd: root, encoding: 'utf8', timeout: 60_000 },
  );
  return { code: result.status, stdout: result.stdout, stderr: result.stderr };
}

const ddl = 'CREATE TABLE user_account (id BIGINT PRIMARY KEY, price DOUBLE);\n';

describe('cli', () => {
  it('parse prints the tables as JSON and exits 0', () => {
    const out = cli(['parse', '<file>', '--dialect', 'mysql'], { name: 'a.sql', content: ddl });
    expect(out.code).toBe(0);
    const result = JSON.parse(out.stdout) as { tables: { className: string }[] };
    expect(result.tables.map((t) => t.className)).toEqual(['UserAccount']);
  });

  it('check prints problems; only error problems make it exit 1', () => {
    const ok = cli(['check', '<file>'], { name: 'b.sql', content: ddl });
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toContainEqual(
      expect.objectContaining({ code: 'float-for-money', columnName: 'price' }),
    );
    const bad = cli(['check', '<file>'], { name: 'c.json', content: '{"a": }' });
    expect(bad.code).toBe(1);
    expect(JSON.parse(bad.stdout)).toContainEqual(
      expect.objectContaining({ code: 'parse-error', line: 1 }),
    );
  });

  it('formats Java through prettier-plugin-java', () => {
    const out = cli(['format', '<file>', '--language', 'java'], {
      name: 'A.java',
      content: 'public class A{private int x;void f(){}}',
    });
    expect(out.code).toBe(0);
    expect(out.stdout).toBe('public class A {\n\n  private int x;\n\n  void f() {}\n}\n');
  });

  it('reports broken Java as a format error and exits 1', () => {
    const out = cli(['format', '<file>', '--language', 'java'], {
      name: 'B.java',
      content: 'class A {\n  int x = 1\n}',
    });
    expect(out.code).toBe(1);
    expect(out.stderr).toContain('Invalid Java: a ";" is missing');
  });

  it('answers wrong usage with the help text and exit code 2', () => {
    const out = cli(['format', '<file>'], { name: 'd.sql', content: ddl });
    expect(out.code).toBe(2);
    expect(out.stderr).toContain('format needs --language');
    expect(cli(['--help']).code).toBe(0);
    expect(cli(['parse', join(dir, 'missing.sql')]).code).toBe(2);
  });
});
