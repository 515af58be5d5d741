import 'reflect-metadata';
import Koa from 'koa';
import { HttpMethodEnum, koaBody } from 'koa-body';
import compress from 'koa-compress';
import helmet from 'koa-helmet';
import compose from 'koa-compose';
import { constants as zlib } from 'node:zlib';
import { Code } from '../../src/contract/core';
import { AppError } from './errors';
import { ApiRouter } from './http/apiRouter';
import { bindRouter } from './http/route';
import { apiHeadersMiddleware, compressLargeAnswers } from './middlewares/apiHeaders';
import { errorMiddleware } from './middlewares/errors';
import { sessionMiddleware } from './middlewares/session';
import { signatureMiddleware } from './middlewares/signature';
import { filesMiddleware, isApiPath, spaMiddleware } from './middlewares/static';
import { feedsRouter } from './routes/feeds';
import { healthRouter } from './routes/health';
import { payNotifyRouter } from './routes/payNotify';
import { featureRoutes } from './routes';
import { AiService } from './services/ai';
import { SessionService } from './services/session';
import { createResolveUser } from './services/user';
import { createFileStorage } from './storage';
import { createReplayCache } from './store/replayCache';
import type { AppDeps } from './types';

export type { AppDeps } from './types';

/** Answers shorter than this go out uncompressed: the headers would cost more than they save. */
const COMPRESS_THRESHOLD_BYTES = 1024;

const notAllowed = () => new AppError(405, 'This method is not allowed on this path', 405);

/** Methods whose JSON body the API reads. */
const BODY_METHODS = [
  HttpMethodEnum.POST,
  HttpMethodEnum.PUT,
  HttpMethodEnum.PATCH,
  HttpMethodEnum.DELETE,
];

/**
 * koa-body on the methods that carry a body. Other requests skip it: it would only check their
 * content type four ways to leave an empty body, which no GET handler reads.
 */
function bodyOfWrites(limitBytes: number): Koa.Middleware {
  // koa-body is typed against its own copy of @types/koa; the runtime contract is the same.
  const parse = koaBody({
    jsonLimit: limitBytes,
    formLimit: limitBytes,
    textLimit: limitBytes,
    urlencoded: false,
    text: false,
    multipart: false,
    patchNode: false,
    parsedMethods: BODY_METHODS,
  }) as unknown as Koa.Middleware;
  const methods = new Set<string>(BODY_METHODS);
  return (ctx, next) => (methods.has(ctx.method) ? parse(ctx, next) : next());
}

/**
 * The Koa app (no listen): request id and errors, security headers, compression, /health, the
 * signed API (/api, /auth), uploaded files (/files) and the built SPA with history fallback.
 */
export function createApp(given: AppDeps): Koa {
  // Every app resolves session users from the accounts table unless a caller supplies its own.
  const deps: AppDeps = {
    ...given,
    resolveUser: given.resolveUser ?? createResolveUser(given.dataSource),
    ai: given.ai ?? new AiService(given),
    files: given.files ?? createFileStorage(given.config),
    replay: given.replay ?? createReplayCache(given.store, given.config.replayCacheMax),
  };
  const { config, logger } = deps;
  const app = new Koa({ proxy: config.trustProxy, keys: [config.sessionSecret] });
  // Every error is rendered and logged by errorMiddleware; Koa's own printing would duplicate it.
  app.silent = true;
  app.context.deps = deps;
  app.context.sessions = new SessionService(deps.store);

  app.use(errorMiddleware(logger, deps.accessLogger ?? logger));
  const compressor = compress({
    threshold: COMPRESS_THRESHOLD_BYTES,
    br: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
  const pageChain = compose<Koa.ParameterizedContext>([
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          // antd (CSS-in-JS) injects <style> elements and style attributes at run time.
          styleSrc: ["'self'", "'unsafe-inline'"],
          imgSrc: ["'self'", 'data:', 'blob:', 'https:'],
          fontSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          workerSrc: ["'self'", 'blob:'],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'self'"],
        },
      },
    }),
    compressor,
  ]);

  const api = new ApiRouter();
  for (const register of deps.routes ?? featureRoutes) register(api, deps);
  bindRouter(app, api);
  const apiChain = compose<Koa.ParameterizedContext>([
    apiHeadersMiddleware(),
    compressLargeAnswers(compressor, COMPRESS_THRESHOLD_BYTES),
    sessionMiddleware(),
    signatureMiddleware(config, deps.replay!),
    bodyOfWrites(config.bodyLimitBytes),
    // Before the router so that it sees the outcome: no route matched and no 405 was thrown.
    async (ctx, next) => {
      await next();
      if (ctx.status === 404 && ctx.body === undefined) {
        throw new AppError(Code.NOT_FOUND, `No API answers ${ctx.method} ${ctx.path}`, 404);
      }
    },
    api.routes() as Koa.Middleware,
    api.allowedMethods({
      throw: true,
      methodNotAllowed: notAllowed,
      notImplemented: notAllowed,
    }) as Koa.Middleware,
  ]);
  // The API chain ends the request; it never falls through to the pages' handlers.
  app.use((ctx, next) => (isApiPath(ctx.path) ? apiChain(ctx) : next()));

  app.use(pageChain);
  app.use(healthRouter(deps).routes());
  app.use(feedsRouter(deps).routes());
  // Payment callbacks: unsigned and unparsed, so each provider's signature covers the raw bytes.
  app.use(payNotifyRouter(deps).routes());

  app.use(filesMiddleware(deps.files!));
  app.use(spaMiddleware(config.staticDir, config.routerBase));
  return app;
}
