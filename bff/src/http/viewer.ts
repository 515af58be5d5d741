import type { Context } from 'koa';

/** Who is looking at a public call: nobody, a user, or an admin. */
export interface Viewer {
  id: string | null;
  admin: boolean;
}

/**
 * The caller of any call, public ones included: the guard's user when it ran, else the session's
 * user resolved the way the guard does (role or ADMIN_EMAILS).
 */
export async function viewerOf(ctx: Context): Promise<Viewer> {
  const guarded = ctx.state.user;
  if (guarded) return { id: guarded.id, admin: guarded.role === 'admin' };
  const userId = ctx.state.session?.userId;
  if (!userId) return { id: null, admin: false };
  const { deps } = ctx;
  if (!deps.resolveUser) return { id: userId, admin: false };
  const found = await deps.resolveUser(userId);
  if (!found) return { id: null, admin: false };
  const admin =
    found.role === 'admin' || deps.config.adminEmails.includes(found.email.toLowerCase());
  return { id: found.id, admin };
}
