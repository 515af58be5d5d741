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

/**
 * Server-side sessions in the KvStore behind an httpOnly, SameSite=Lax, signed cookie
 * (ARCHITECTURE.md "Sessions, scale"), with a 30-day sliding expiry.
 */
export class SessionService {
  constructor(private readonly store: KvStore) {}

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
    const text = await this.store.get(storeKey(id));
    if (!text) return null;
    const stored = JSON.parse(text) as StoredSession;
    if (stored.userId && (await this.isRevoked(stored))) {
      await this.store.delete(storeKey(id));
      return null;
    }
    const now = Date.now();
    if (now - stored.touchedAt > TOUCH_EVERY_MS) {
      await this.store.set(
        storeKey(id),
        JSON.stringify({ ...stored, touchedAt: now }),
        SESSION_TTL_MS,
      );
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
    if (previous) await this.store.delete(storeKey(previous.id));
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
  }

  /** Ends the request's session and clears the cookie. */
  async destroy(ctx: Context): Promise<void> {
    const session = ctx.state.session as Session | null | undefined;
    if (session) await this.store.delete(storeKey(session.id));
    this.setCookie(ctx, null);
    ctx.state.session = null;
  }
}
