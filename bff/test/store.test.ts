import { randomBytes } from 'node:crypto';
import { DbKvStore, RedisKvStore, type KvStore } from '../src/store';
import { describeEachDb, startTestApp, type TestApp } from './support';

const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The behaviour every KvStore implementation must have. */
function kvContract(getStore: () => KvStore) {
  const key = (name: string) => `test:${randomBytes(6).toString('hex')}:${name}`;

  it('sets, gets and deletes', async () => {
    const store = getStore();
    const k = key('a');
    expect(await store.get(k)).toBeNull();
    await store.set(k, 'one', 60_000);
    expect(await store.get(k)).toBe('one');
    await store.set(k, 'two ✓ 表', 60_000);
    expect(await store.get(k)).toBe('two ✓ 表');
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
  });

  it('forgets entries after their TTL', async () => {
    const store = getStore();
    const k = key('ttl');
    await store.set(k, 'v', 150);
    expect(await store.get(k)).toBe('v');
    await sleep(250);
    expect(await store.get(k)).toBeNull();
  });

  it('setIfAbsent stores only once, and again after expiry', async () => {
    const store = getStore();
    const k = key('nx');
    expect(await store.setIfAbsent(k, 'first', 150)).toBe(true);
    expect(await store.setIfAbsent(k, 'second', 150)).toBe(false);
    expect(await store.get(k)).toBe('first');
    await sleep(250);
    expect(await store.setIfAbsent(k, 'third', 60_000)).toBe(true);
    expect(await store.get(k)).toBe('third');
  });

  it('setIfAbsent lets exactly one of many concurrent callers win', async () => {
    const store = getStore();
    const k = key('race');
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => store.setIfAbsent(k, String(i), 60_000)),
    );
    expect(results.filter(Boolean)).toHaveLength(1);
  });

  it('increment counts, keeps the first TTL and restarts after it', async () => {
    const store = getStore();
    const k = key('count');
    expect(await store.increment(k, 300)).toBe(1);
    expect(await store.increment(k, 300)).toBe(2);
    await sleep(100);
    expect(await store.increment(k, 300)).toBe(3);
    await sleep(300);
    expect(await store.increment(k, 300)).toBe(1);
  });

  it('increment does not lose concurrent counts', async () => {
    const store = getStore();
    const k = key('many');
    await Promise.all(Array.from({ length: 20 }, () => store.increment(k, 60_000)));
    expect(await store.increment(k, 60_000)).toBe(21);
  });
}

describeEachDb('database KvStore', (db) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ db });
  });
  afterAll(() => t.close());

  it('is the store when REDIS_URL is unset', () => {
    expect(t.deps.store).toBeInstanceOf(DbKvStore);
  });

  kvContract(() => t.deps.store);

  it('ignores expired rows and purges them', async () => {
    const store = t.deps.store as DbKvStore;
    await store.set('test:purge:a', 'x', 1);
    await store.set('test:purge:b', 'y', 60_000);
    await sleep(20);
    expect(await store.get('test:purge:a')).toBeNull();
    expect(await store.purgeExpired()).toBeGreaterThanOrEqual(1);
    const rows = (await t.deps.dataSource.query(
      "SELECT id FROM kv_entry WHERE id LIKE 'test:purge:%'",
    )) as { id: string }[];
    expect(rows.map((r) => r.id)).toEqual(['test:purge:b']);
  });
});

describe('Redis KvStore', () => {
  let store: RedisKvStore;
  beforeAll(async () => {
    store = new RedisKvStore(REDIS_URL, `jcg-test-${process.pid}:`);
    await store.ready();
  });
  afterAll(() => store.close());

  kvContract(() => store);

  it('is the store of an app started with REDIS_URL', async () => {
    const t = await startTestApp({ env: { REDIS_URL } });
    try {
      expect(t.deps.store).toBeInstanceOf(RedisKvStore);
    } finally {
      await t.close();
    }
  });
});
