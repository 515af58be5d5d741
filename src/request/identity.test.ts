import { clearToken, getAppId, getToken, setToken } from './identity';

beforeEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

describe('appid', () => {
  it('is a random version-4 UUID without dashes, created once and stored under "appid"', () => {
    const id = getAppId();
    expect(id).toMatch(/^[0-9a-f]{12}4[0-9a-f]{3}[89ab][0-9a-f]{15}$/);
    expect(localStorage.getItem('appid')).toBe(id);
    expect(getAppId()).toBe(id);
  });

  it('reuses an id already in localStorage', () => {
    localStorage.setItem('appid', 'existing0000000000000000000000ab');
    expect(getAppId()).toBe('existing0000000000000000000000ab');
  });

  it('differs between browsers (fresh storage)', () => {
    const first = getAppId();
    localStorage.clear();
    expect(getAppId()).not.toBe(first);
  });

  it('stays stable in memory when localStorage is blocked', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    const id = getAppId();
    expect(id).toMatch(/^[0-9a-f]{32}$/);
    expect(getAppId()).toBe(id);
  });
});

describe('token', () => {
  it('is empty until set, kept under "token", and cleared', () => {
    expect(getToken()).toBe('');
    setToken('abc');
    expect(localStorage.getItem('token')).toBe('abc');
    expect(getToken()).toBe('abc');
    clearToken();
    expect(localStorage.getItem('token')).toBeNull();
    expect(getToken()).toBe('');
  });
});
