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
    expect(config.aiLimits).toEqual({
      freeDaily: 20,
      vipDaily: 500,
      burstPerMinute: 6,
      timeoutMs: 60_000,
      maxRetries: 2,
      breakerFailures: 5,
      breakerCooldownMs: 30_000,
    });
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
      { id: 'gpt-4o', name: 'GPT-4o', description: '', price: 0, isDefault: true },
      { id: 'deepseek-chat', name: 'deepseek-chat', description: '', price: 0, isDefault: false },
    ]);
  });

  it('gives AI models their prices and descriptions, and reads the AI limits', () => {
    const config = loadConfig(
      {
        AI_BASE_URL: 'http://127.0.0.1:11434/v1',
        AI_MODELS: 'gpt-4o=GPT-4o,deepseek-chat=DeepSeek,qwen',
        AI_MODEL_PRICES: 'gpt-4o=5, deepseek-chat=0',
        AI_MODEL_DESCRIPTIONS: 'gpt-4o=Strong, but slow; qwen = Fast, cheap, good at SQL',
        AI_DEFAULT_PRICE: '2',
        AI_FREE_DAILY: '0',
        AI_VIP_DAILY: '1000',
        AI_BURST_PER_MINUTE: '10',
        AI_TIMEOUT_MS: '15000',
        AI_MAX_RETRIES: '0',
        AI_BREAKER_FAILURES: '3',
        AI_BREAKER_COOLDOWN_MS: '5000',
      },
      '/srv/app',
    );
    expect(config.aiApiKey).toBeNull();
    expect(config.aiModels).toEqual([
      { id: 'gpt-4o', name: 'GPT-4o', description: 'Strong, but slow', price: 5, isDefault: true },
      { id: 'deepseek-chat', name: 'DeepSeek', description: '', price: 0, isDefault: false },
      {
        id: 'qwen',
        name: 'qwen',
        description: 'Fast, cheap, good at SQL',
        price: 2,
        isDefault: false,
      },
    ]);
    expect(config.aiLimits).toEqual({
      freeDaily: 0,
      vipDaily: 1000,
      burstPerMinute: 10,
      timeoutMs: 15_000,
      maxRetries: 0,
      breakerFailures: 3,
      breakerCooldownMs: 5000,
    });
  });

  it('names each mistake in the AI variables', () => {
    const models = { AI_MODELS: 'gpt-4o,qwen' };
    expect(problemsOf({ ...models, AI_MODEL_PRICES: 'gpt-4o=1,llama=2' })).toEqual([
      'AI_MODEL_PRICES names the model "llama", which is not in AI_MODELS',
    ]);
    expect(problemsOf({ ...models, AI_MODEL_PRICES: 'gpt-4o=-1,qwen=1.5' })).toEqual([
      'AI_MODEL_PRICES gives "gpt-4o" the price "-1"; a price is a whole number of credits, 0 or more',
      'AI_MODEL_PRICES gives "qwen" the price "1.5"; a price is a whole number of credits, 0 or more',
    ]);
    expect(problemsOf({ ...models, AI_MODEL_PRICES: 'gpt-4o=1,gpt-4o=2' })).toEqual([
      'AI_MODEL_PRICES lists the model "gpt-4o" twice',
    ]);
    expect(problemsOf({ ...models, AI_MODEL_PRICES: 'gpt-4o' })).toEqual([
      'AI_MODEL_PRICES entry 1 ("gpt-4o") must be model id=value',
    ]);
    expect(problemsOf({ AI_MODEL_PRICES: 'gpt-4o=1' })).toEqual([
      'AI_MODEL_PRICES names the model "gpt-4o", which is not in AI_MODELS',
    ]);
    expect(problemsOf({ ...models, AI_MODEL_DESCRIPTIONS: 'qwen=Fast; mistral=Small' })).toEqual([
      'AI_MODEL_DESCRIPTIONS names the model "mistral", which is not in AI_MODELS',
    ]);
    expect(problemsOf({ ...models, AI_MODEL_DESCRIPTIONS: 'qwen=' })).toEqual([
      'AI_MODEL_DESCRIPTIONS entry 1 ("qwen=") must be model id=value',
    ]);
    // AI_MODELS itself is wrong: its own problem only, not one more per price
    expect(problemsOf({ AI_MODELS: 'a,a', AI_MODEL_PRICES: 'a=1' })).toEqual([
      'AI_MODELS lists the model "a" twice',
    ]);
    expect(problemsOf({ AI_DEFAULT_PRICE: '-1' })).toEqual([
      'AI_DEFAULT_PRICE must be a whole number of credits per call, at least 0 (got "-1")',
    ]);
    expect(problemsOf({ AI_FREE_DAILY: 'ten' })).toEqual([
      'AI_FREE_DAILY must be a whole number of calls per day, at least 0 (got "ten")',
    ]);
    expect(problemsOf({ AI_BURST_PER_MINUTE: '0' })[0]).toMatch(/^AI_BURST_PER_MINUTE must be/);
    expect(problemsOf({ AI_TIMEOUT_MS: '60s' })).toEqual([
      'AI_TIMEOUT_MS must be a whole number of milliseconds, from 100 to 3600000 (got "60s")',
    ]);
    expect(problemsOf({ AI_MAX_RETRIES: '11' })).toEqual([
      'AI_MAX_RETRIES must be a whole number of retries, from 0 to 10 (got "11")',
    ]);
    expect(problemsOf({ AI_BREAKER_FAILURES: '0' })[0]).toMatch(/^AI_BREAKER_FAILURES must be/);
    expect(problemsOf({ AI_BREAKER_COOLDOWN_MS: '1.5' })[0]).toMatch(
      /^AI_BREAKER_COOLDOWN_MS must be/,
    );
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
