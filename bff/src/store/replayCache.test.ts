import { createHash } from 'node:crypto';
import { MemoryReplayCache, ReplayCacheFullError } from './replayCache';

/** A 16-byte key, as the signature check passes (a sign's last cipher block). */
const sign = (text: string) => createHash('sha256').update(text).digest().subarray(0, 16);

describe('MemoryReplayCache', () => {
  let now = 1_000_000;
  const clock = () => now;

  it('accepts a signature once and refuses it again while it could be replayed', async () => {
    const cache = new MemoryReplayCache(10, clock);
    expect(await cache.claim(sign('sign:a'), 1000)).toBe(true);
    expect(await cache.claim(sign('sign:a'), 1000)).toBe(false);
    expect(await cache.claim(sign('sign:b'), 1000)).toBe(true);
    now += 999;
    expect(await cache.claim(sign('sign:a'), 1000)).toBe(false);
  });

  it('forgets a signature once its time is over (to the next second), and its room is reused', async () => {
    const cache = new MemoryReplayCache(2, clock);
    expect(await cache.claim(sign('x'), 500)).toBe(true);
    expect(await cache.claim(sign('y'), 500)).toBe(true);
    now += 999;
    expect(await cache.claim(sign('x'), 500)).toBe(false);
    now += 1;
    expect(await cache.claim(sign('z'), 500)).toBe(true);
    expect(cache.size).toBe(1);
    expect(await cache.claim(sign('x'), 500)).toBe(true);
  });

  it('refuses new requests with a 503 rather than forget a signature that may still be replayed', async () => {
    const cache = new MemoryReplayCache(2, clock);
    await cache.claim(sign('p'), 1000);
    await cache.claim(sign('q'), 1000);
    await expect(cache.claim(sign('r'), 1000)).rejects.toBeInstanceOf(ReplayCacheFullError);
    await expect(cache.claim(sign('r'), 1000)).rejects.toMatchObject({ httpStatus: 503 });
    // A replay is still recognised as one while full.
    expect(await cache.claim(sign('p'), 1000)).toBe(false);
  });
});
