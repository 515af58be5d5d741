import { contract } from '../../../src/contract';
import { callerId, route } from '../http/route';
import { createMailer } from '../mail/mailer';
import { countOrLimit } from '../services/rateLimit';
import {
  ANONYMOUS_INQUIRY_UPLOADS_PER_HOUR,
  ANONYMOUS_UPLOADS_PER_HOUR,
  receiveUpload,
} from '../services/upload';
import { recordEvent } from '../services/usage';
import { UserService } from '../services/user';
import { fileStorageOf } from '../storage';
import type { RouteModule } from '../types';

const calls = contract.user;

/** Accounts: codes, sign-in and out, passwords, profile, deletion, uploads. */
export const userRoutes: RouteModule = (router, deps) => {
  const { config } = deps;
  const users = new UserService(
    deps.dataSource,
    deps.store,
    config,
    createMailer(config.smtpUrl, deps.logger),
    deps.logger,
    fileStorageOf(deps),
  );

  route(router, calls.sendVerifyCode, ({ body, ctx }) =>
    users.sendCode({
      email: body.email,
      purpose: body.purpose,
      ip: ctx.ip,
      sessionUserId: ctx.state.session?.userId ?? null,
    }),
  );

  route(router, calls.login, async ({ body, ctx }) => {
    const user =
      body.code !== undefined
        ? await users.loginByCode(body.email, body.code)
        : await users.loginByPassword(body.email, body.password ?? '');
    // A new session id and token: sign-in rotates the cookie.
    const session = await ctx.sessions.create(ctx, user.id);
    recordEvent(deps.dataSource, { type: 'signin', userId: user.id });
    return { token: session.token, user: users.toDto(user) };
  });

  route(router, calls.logout, async ({ ctx }) => {
    await ctx.sessions.destroy(ctx);
    return null;
  });

  route(router, calls.resetPassword, async ({ body, ctx }) => {
    const user = await users.resetPassword(body.email, body.code, body.password);
    // Whoever knew the old password is signed out everywhere, this browser included.
    await ctx.sessions.endAllOf(user.id);
    if (ctx.state.session?.userId === user.id) await ctx.sessions.destroy(ctx);
    return null;
  });

  route(router, calls.deleteAccount, async ({ body, ctx }) => {
    const userId = callerId(ctx);
    await users.deleteAccount(userId, body);
    await ctx.sessions.endAllOf(userId);
    await ctx.sessions.destroy(ctx);
    return null;
  });

  route(router, calls.userInfo, async ({ ctx }) => users.toDto(await users.get(callerId(ctx))));

  route(router, calls.updateUser, async ({ body, ctx }) =>
    users.toDto(await users.update(callerId(ctx), body)),
  );

  route(router, calls.changePassword, async ({ body, ctx }) => {
    await users.changePassword(callerId(ctx), body);
    return null;
  });

  route(router, calls.upload, ({ ctx }) =>
    receiveUpload(ctx, {
      files: fileStorageOf(deps),
      maxBytes: config.uploadMaxBytes,
      tmpDir: config.uploadTmpDir,
      signedIn: Boolean(ctx.state.session?.userId),
      limitAnonymous: (purpose) =>
        purpose === 'inquiry'
          ? countOrLimit(
              deps.store,
              `upload-anonymous-inquiry:${ctx.ip}`,
              ANONYMOUS_INQUIRY_UPLOADS_PER_HOUR,
              60 * 60 * 1000,
              'Too many attachments from this address; please sign in or try again in an hour',
            )
          : countOrLimit(
              deps.store,
              `upload-anonymous:${ctx.ip}`,
              ANONYMOUS_UPLOADS_PER_HOUR,
              60 * 60 * 1000,
              'Too many screenshots from this address; please sign in or try again in an hour',
            ),
    }),
  );
};
