import type Router from '@koa/router';
import type { Logger } from 'pino';
import type { DataSource } from 'typeorm';
import type { Role } from '../../src/contract/user';
import type { Config } from './config';
import type { AiService } from './services/ai';
import type { Session, SessionService } from './services/session';
import type { FileStorage } from './storage';
import type { ReplayCache } from './store/replayCache';
import type { KvStore } from './store/types';

/** The user a session belongs to, as far as the access guard needs it. */
export interface GuardUser {
  id: string;
  email: string | null;
  role: Role;
}

/**
 * Looks a session's user up (the user service provides it). Null means the user no longer exists,
 * which the guard treats as signed out.
 */
export type ResolveUser = (
  userId: string,
) => Promise<{ id: string; email: string; role?: Role } | null>;

/** Registers one feature's calls on the API router (`bff/src/routes/<featureKey>.ts`). */
export type RouteModule = (router: Router, deps: AppDeps) => void;

export interface AppDeps {
  config: Config;
  dataSource: DataSource;
  store: KvStore;
  logger: Logger;
  /** The access line of each request (the same log without redaction); `logger` when absent. */
  accessLogger?: Logger;
  /**
   * The session's user for the access guard; createApp and bootstrap default it to the accounts
   * table (services/user.ts), tests may supply their own. Without one, every session is a 'user'.
   */
  resolveUser?: ResolveUser;
  /** The feature route modules to serve; all of `routes/index.ts` by default. */
  routes?: RouteModule[];
  /** The app's one AI service (one client, one circuit breaker); createApp makes it when absent. */
  ai?: AiService;
  /** Where uploads live (FILE_DIR or the S3 bucket); createApp makes it when absent. */
  files?: FileStorage;
  /** Writes the log lines still batched in memory (bootstrap sets it; absent, there is none). */
  flushLogs?: () => Promise<void>;
  /** Signatures already received (memory, or Redis with the store); createApp makes it when absent. */
  replay?: ReplayCache;
}

declare module 'koa' {
  interface Request {
    /** Parsed by koa-body on /api and /auth requests. */
    body?: unknown;
  }
  interface DefaultState {
    requestId: string;
    /** Resolved from the session cookie on /api and /auth requests. */
    session: Session | null;
    /** Set by the access guard on 'user' and 'admin' calls. */
    user?: GuardUser;
  }
  interface DefaultContext {
    deps: AppDeps;
    sessions: SessionService;
  }
}
