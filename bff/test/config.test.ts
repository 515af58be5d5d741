import path from 'node:path';
import { ConfigError, loadConfig } from '../src/config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env, '/srv/app');
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
  return [];
}

describe('config', () => {
  it('has working defaults for an empty environment', () => {
    const config = loadConfig({}, '/srv/app');
    expect(config.port).toBe(8000);
    expect(config.db).toEqual({ kind: 'sqlite', file: path.resolve('/srv/app/data/app.sqlite') });
    expect(config.staticDir).toBe(path.resolve('/srv/app/dist'));
    expect(config.routerBase).toBe('/');
    expect(loadConfig({ ROUTER_BASE: '/tools/jcg' }, '/').routerBase).toBe('/tools/jcg/');
    expect(config.fileDir).toBe(path.resolve('/srv/app/data/files'));
    expect(config.logDir).toBe(path.resolve('/srv/app/data/logs'));
    expect(config.signKey).toHaveLength(16);
    expect(config.sessionSecretGenerated).toBe(true);
    expect(config.aiModels).toEqual([]);
    expect(config.redisUrl).toBeNull();
  });

  it('reads every pinned variable', () => {
    const config = loadConfig(
      {
        PORT: '9001',
        DB_URL: 'mysql://app:secret@db.local:3306/jcg',
        SIGN_KEY: 'abcdefghijklmnop',
        SIGN_IV: 'ponmlkjihgfedcba',
        SESSION_SECRET: 'x'.repeat(40),
        SMTP_URL: 'smtp://127.0.0.1:2525',
        ADMIN_EMAILS: 'Ada@Example.com, grace@example.com',
        FILE_DIR: '/var/jcg/files',
        REDIS_URL: 'redis://127.0.0.1:6379',
        AI_BASE_URL: 'https://api.example.com/v1',
        AI_API_KEY: 'sk-test',
        AI_MODELS: 'gpt-4o=GPT-4o, deepseek-chat',
      },
      '/srv/app',
    );
    expect(config.port).toBe(9001);
    expect(config.db).toEqual({ kind: 'mysql', url: 'mysql://app:secret@db.local:3306/jcg' });
    expect(config.signKey).toBe('abcdefghijklmnop');
    expect(config.sessionSecretGenerated).toBe(false);
    expect(config.adminEmails).toEqual(['ada@example.com', 'grace@example.com']);
    expect(config.fileDir).toBe('/var/jcg/files');
    expect(config.aiModels).toEqual([
      { id: 'gpt-4o', name: 'GPT-4o', isDefault: true },
      { id: 'deepseek-chat', name: 'deepseek-chat', isDefault: false },
    ]);
  });

  it('names each bad value in its own message', () => {
    expect(problemsOf({ PORT: 'eighty' })).toEqual([
      'PORT must be a whole number from 1 to 65535 (got "eighty")',
    ]);
    expect(problemsOf({ PORT: '70000' })[0]).toMatch(/^PORT must be a whole number/);
    expect(problemsOf({ DB_URL: 'postgres://x@y/z' })[0]).toMatch(
      /^DB_URL must be sqlite:<file path> or mysql:\/\/user:password@host:port\/database/,
    );
    expect(problemsOf({ DB_URL: 'mysql://root@127.0.0.1:3306' })[0]).toMatch(
      /database name is missing/,
    );
    expect(problemsOf({ SIGN_KEY: 'short' })).toEqual([
      'SIGN_KEY must be exactly 16 ASCII characters (16 bytes); got 5 bytes',
    ]);
    expect(problemsOf({ SIGN_IV: 'ééééééééééééééé1' })[0]).toMatch(/^SIGN_IV must be exactly 16/);
    expect(problemsOf({ SESSION_SECRET: 'short' })[0]).toMatch(
      /^SESSION_SECRET must be at least 32/,
    );
    expect(problemsOf({ SMTP_URL: 'http://mail' })[0]).toMatch(/^SMTP_URL must be an smtp:\/\//);
    expect(problemsOf({ ADMIN_EMAILS: 'ada' })[0]).toMatch(/^ADMIN_EMAILS holds "ada"/);
    expect(problemsOf({ REDIS_URL: 'localhost:6379' })[0]).toMatch(
      /^REDIS_URL must be a redis:\/\//,
    );
    expect(problemsOf({ AI_BASE_URL: 'api.example.com' })[0]).toMatch(/^AI_BASE_URL must be/);
    expect(problemsOf({ AI_MODELS: 'a,a' })[0]).toBe('AI_MODELS lists the model "a" twice');
    expect(problemsOf({ AI_MODELS: '=Name' })[0]).toMatch(
      /^AI_MODELS entry 1 \("=Name"\) has no model id/,
    );
    expect(problemsOf({ LOG_LEVEL: 'loud' })[0]).toMatch(/^LOG_LEVEL must be one of fatal, error/);
    expect(problemsOf({ LOG_STDOUT: 'maybe' })[0]).toBe(
      'LOG_STDOUT must be true or false (got "maybe")',
    );
    expect(problemsOf({ BODY_LIMIT: 'lots' })[0]).toMatch(/^BODY_LIMIT must be a size/);
  });

  it('reports every problem at once and hides a database password', () => {
    const problems = problemsOf({ PORT: '0', SIGN_KEY: 'x', DB_URL: 'oracle://u:pw@h/d' });
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).not.toContain('pw');
    const err = (() => {
      try {
        loadConfig({ PORT: '0' }, '/');
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err?.message).toBe(
      'Invalid configuration:\n  - PORT must be a whole number from 1 to 65535 (got "0")',
    );
  });
});
