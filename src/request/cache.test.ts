import { createHash } from 'crypto';
import { CACHE_TTL_MS, cacheKey, readCache, writeCache } from './cache';

beforeEach(() => {
  sessionStorage.clear();
  jest.restoreAllMocks();
});

describe('cache', () => {
  it('keys on the SHA-256 hex of path plus JSON body', () => {
    const body = { page: 1, name: '中文' };
    const expected = createHash('sha256')
      .update(`/api/x?a=1${JSON.stringify(body)}`, 'utf8')
      .digest('hex');
    expect(cacheKey('/api/x?a=1', body)).toBe(expected);
    expect(cacheKey('/api/x', undefined)).toBe(createHash('sha256').update('/api/x').digest('hex'));
  });

  it('stores the response with a timestamp and serves it for 60 s', () => {
    expect(CACHE_TTL_MS).toBe(60_000);
    writeCache('k', { code: 200 }, 1_000);
    expect(JSON.parse(sessionStorage.getItem('k') ?? '')).toEqual({
      timestamp: 1_000,
      data: { code: 200 },
    });
    expect(readCache('k', 1_000 + 59_999)).toEqual({ code: 200 });
  });

  it('removes an expired entry', () => {
    writeCache('k', { code: 200 }, 1_000);
    expect(readCache('k', 61_000)).toBeUndefined();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('removes a corrupt entry', () => {
    sessionStorage.setItem('k', '{not json');
    expect(readCache('k')).toBeUndefined();
    expect(sessionStorage.getItem('k')).toBeNull();
  });

  it('survives a full or unavailable sessionStorage', () => {
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    expect(() => writeCache('k', 1)).not.toThrow();
    expect(readCache('k')).toBeUndefined();
  });
});
