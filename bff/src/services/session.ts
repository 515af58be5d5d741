import { randomBytes } from 'node:crypto';
import type { Context } from 'koa';
import type { KvStore } from '../store/types';

/** The session the middleware puts in `ctx.state.session` (null when the cookie resolves to none). */
export interface Session {
  id: string;
  /** Sent back at sign-in, kept by the client and carried in every sign. */
  token: string;
  userId: string | null;
}

interface StoredSession {
  token: string;
  userId: string | null;
  /** When the TTL was last extended (ms since the epoch). */
  touchedAt: number;
  /** When the session started (ms since the epoch); absent in sessions stored before it existed. */
  createdAt?: number;
}

export const SESSION_COOKIE = 'jcg.sid';
export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** Extend the sliding expiry at most this often, not on every request. */
const TOUCH_EVERY_MS = 60 * 60 * 1000;

const randomId = () => randomBytes(32).toString('base64url');
const storeKey = (id: string) => `session:${id}`;
/**
 * When all sessions of a user were last ended (ms since the epoch). It lives as long as a session
 * can: a session older than the mark is dropped at its next request, and one never resolved again
 * expires on its own before the mark does (its TTL was last extended before the mark was set).
 */
const revokedKey = (userId: string) => `session-revoked:${userId}`;

/** How long a resolved session is reused without asking the store again (the database store only). */
export const SESSION_CACHE_MS = 5_000;
const SESSION_CACHE_MAX = 10_000;

interface CachedSession {
  stored: StoredSession;
  until: number;
}

/**
 * Server-side sessions in the KvStore behind an httpOnly, SameSite=Lax, signed cookie
 * (ARCHITECTURE.md "Sessions, scale"), with a 30-day sliding expiry.
 *
 * On the database store (one instance) a resolved session is kept in memory for a few seconds, so
 * a burst of calls costs one lookup, and a signed-in user's calls that need no database keep
 * working through a short database outage. Sign-in, sign-out and ending a user's sessions drop the
 * cached entries at once; a change made by another process (the admin CLI) shows within
 * SESSION_CACHE_MS. Redis is shared by several instances and fast, so it is asked every time.
 */
export class SessionService {
  private readonly cache = new Map<string, CachedSession>();
  private readonly cacheMs: number;

  constructor(
    private readonly store: KvStore,
    options: { cacheMs?: number } = {},
  ) {
    this.cacheMs = options.cacheMs ?? (store.kind === 'db' ? SESSION_CACHE_MS : 0);
  }

  private cached(id: string, now: number): StoredSession | null {
    const hit = this.cache.get(id);
    if (!hit) return null;
    if (hit.until > now) return hit.stored;
    this.cache.delete(id);
    return null;
  }

  private remember(id: string, stored: StoredSession, now: number): void {
    if (this.cacheMs <= 0) return;
    this.cache.delete(id);
    if (this.cache.size >= SESSION_CACHE_MAX) {
      const oldest = this.cache.keys().next().value;
      if (oldest !== undefined) this.cache.delete(oldest);
    }
    this.cache.set(id, { stored, until: now + this.cacheMs });
  }

  private setCookie(ctx: Context, id: string | null): void {
    ctx.cookies.set(SESSION_COOKIE, id, {
      httpOnly: true,
      sameSite: 'lax',
      signed: true,
      secure: ctx.secure,
      overwrite: true,
      maxAge: id ? SESSION_TTL_MS : undefined,
      path: '/',
    });
  }

  /** The session of the request's cookie, extending its expiry; null when absent or expired. */
  async resolve(ctx: Context): Promise<Session | null> {
    const id = ctx.cookies.get(SESSION_COOKIE, { signed: true });
    if (!id) return null;
    const now = Date.now();
    let stored = this.cached(id, now);
    if (!stored) {
      const text = await this.store.get(storeKey(id));
      if (!text) return null;
      stored = JSON.parse(text) as StoredSession;
      if (stored.userId && (await this.isRevoked(stored))) {
        await this.store.delete(storeKey(id));
        return null;
      }
      this.remember(id, stored, now);
    }
    if (now - stored.touchedAt > TOUCH_EVERY_MS) {
      const touched = { ...stored, touchedAt: now };
      await this.store.set(storeKey(id), JSON.stringify(touched), SESSION_TTL_MS);
      this.remember(id, touched, now);
      this.setCookie(ctx, id);
    }
    return { id, token: stored.token, userId: stored.userId };
  }

  /**
   * Starts a new session (new id and token, so sign-in rotates the cookie) and ends the request's
   * previous one. Puts it in `ctx.state.session`.
   */
  async create(ctx: Context, userId: string | null): Promise<Session> {
    const previous = ctx.state.session as Session | null | undefined;
    if (previous) {
      this.cache.delete(previous.id);
      await this.store.delete(storeKey(previous.id));
    }
    const session: Session = { id: randomId(), token: randomId(), userId };
    const now = Date.now();
    const stored: StoredSession = { token: session.token, userId, touchedAt: now, createdAt: now };
    await this.store.set(storeKey(session.id), JSON.stringify(stored), SESSION_TTL_MS);
    this.setCookie(ctx, session.id);
    ctx.state.session = session;
    return session;
  }

  private async isRevoked(stored: StoredSession): Promise<boolean> {
    const mark = await this.store.get(revokedKey(stored.userId ?? ''));
    return mark !== null && (stored.createdAt ?? stored.touchedAt) <= Number(mark);
  }

  /**
   * Ends every session of `userId` started before now (password reset, account deletion); the
   * sessions are dropped lazily at their next request. The request's own session is not touched:
   * call destroy(ctx) for that.
   */
  async endAllOf(userId: string): Promise<void> {
    await this.store.set(revokedKey(userId), String(Date.now()), SESSION_TTL_MS);
    for (const [id, hit] of this.cache) if (hit.stored.userId === userId) this.cache.delete(id);
  }

  /** Ends the request's session and clears the cookie. */
  async destroy(ctx: Context): Promise<void> {
    const session = ctx.state.session as Session | null | undefined;
    if (session) {
      this.cache.delete(session.id);
      await this.store.delete(storeKey(session.id));
    }
    this.setCookie(ctx, null);
    ctx.state.session = null;
  }
}
