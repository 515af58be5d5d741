const APPID_KEY = 'appid';
const TOKEN_KEY = 'token';

/** Falls back to memory when localStorage is blocked, so requests still carry a stable id. */
const memory = new Map<string, string>();

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return memory.get(key) ?? null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    memory.set(key, value);
  }
}

function remove(key: string): void {
  memory.delete(key);
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing stored there when storage is blocked; memory is already cleared.
  }
}

/** A random version-4 UUID written without dashes (32 hex characters). */
function newAppId(): string {
  const bytes = new Uint8Array(16);
  window.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6] & 0x0f) | 0x40;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The application id of this browser: created once, then kept in localStorage `appid`. */
export function getAppId(): string {
  const existing = read(APPID_KEY);
  if (existing) return existing;
  const id = newAppId();
  write(APPID_KEY, id);
  return id;
}

/** The session token from sign-in (localStorage `token`); empty when anonymous. */
export function getToken(): string {
  return read(TOKEN_KEY) ?? '';
}

export function setToken(token: string): void {
  write(TOKEN_KEY, token);
}

export function clearToken(): void {
  remove(TOKEN_KEY);
}
