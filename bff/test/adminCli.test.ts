import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '../src/db/dataSource';
import { User } from '../src/entities/User';

const root = resolve(__dirname, '../..');
let dir: string;
let dbUrl: string;

/** Runs `npm run admin -- …` in its own Node process against the test's SQLite file. */
function admin(args: string[]) {
  const result = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/tsx/dist/cli.mjs'),
      '--tsconfig',
      'bff/tsconfig.json',
      'bff/src/adminCli.ts',
      ...args,
    ],
    {
      cwd: root,
      encoding: 'utf8',
      timeout: 60_000,
      env: { ...process.env, DB_URL: dbUrl, LOG_STDOUT: 'false' },
    },
  );
  return { code: result.status, stdout: result.stdout.trim(), stderr: result.stderr.trim() };
}

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'admin-cli-'));
  dbUrl = `sqlite:${join(dir, 'app.sqlite')}`;
  const { dataSource } = await openDatabase({ kind: 'sqlite', file: join(dir, 'app.sqlite') });
  const now = new Date();
  await dataSource.getRepository(User).insert({
    id: 'u-1',
    email: 'ada@example.com',
    nickname: 'Ada',
    avatar: null,
    bio: '',
    role: 'user',
    passwordHash: null,
    createdAt: now,
    updatedAt: now,
  });
  await dataSource.destroy();
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('npm run admin', () => {
  it('credits a balance and grants VIP membership, then reports both', () => {
    expect(admin(['balance', 'ada@example.com']).stdout).toBe(
      'ada@example.com: balance 0 credits, free user',
    );
    expect(admin(['credit', 'Ada@Example.com', '50', 'Launch', 'gift'])).toMatchObject({
      code: 0,
      stdout: 'Ada@Example.com: balance 50 credits, free user',
    });
    expect(admin(['vip', 'ada@example.com', 'gold', '2099-12-31'])).toMatchObject({
      code: 0,
      stdout: 'ada@example.com: balance 50 credits, VIP gold until 2099-12-31',
    });
  });

  it('refuses wrong usage with exit code 2 and an unknown user with 1, changing nothing', () => {
    expect(admin(['credit', 'ada@example.com', '-5'])).toMatchObject({ code: 2 });
    expect(admin(['credit', 'ada@example.com', '-5']).stderr).toContain(
      '<credits> must be a whole number above 0 (got "-5")',
    );
    expect(admin(['vip', 'ada@example.com', 'gold', '2099-02-30']).stderr).toContain(
      'The end day must be a date as YYYY-MM-DD (got "2099-02-30")',
    );
    expect(admin(['refund', 'ada@example.com'])).toMatchObject({ code: 2 });
    expect(admin(['credit', 'nobody@example.com', '5'])).toMatchObject({
      code: 1,
      stderr: 'No user has the e-mail address nobody@example.com',
    });
    expect(admin(['balance', 'ada@example.com']).stdout).toMatch(/^ada@example.com: balance 50 /);
  });

  it('prints its usage', () => {
    expect(admin(['--help']).stdout).toContain('credit <email> <credits> [reason]');
  });
});
