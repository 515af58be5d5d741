import Koa from 'koa';
import request from 'supertest';
import { ApiRouter } from './apiRouter';

function appWith(router: ApiRouter): Koa {
  const app = new Koa();
  app.use(router.routes());
  app.use(router.allowedMethods());
  return app;
}

describe('ApiRouter', () => {
  it("gives each request its own path's params, the second time as the first", async () => {
    const router = new ApiRouter();
    router.get('/issue/:id', (ctx) => {
      ctx.body = { id: ctx.params.id, route: ctx._matchedRoute };
      // A handler that changes its params must not change the next request's.
      ctx.params.id = 'changed';
    });
    const server = appWith(router).callback();
    for (const id of ['42', '42', '7', '%E4%B8%AD']) {
      const res = await request(server).get(`/issue/${id}`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ id: decodeURIComponent(id), route: '/issue/:id' });
    }
  });

  it('answers 405 with the allowed methods, and 404 off its routes, every time', async () => {
    const router = new ApiRouter();
    router.get('/models', (ctx) => {
      ctx.body = 'models';
    });
    const server = appWith(router).callback();
    for (let i = 0; i < 2; i++) {
      const wrong = await request(server).post('/models');
      expect(wrong.status).toBe(405);
      expect(wrong.headers.allow).toBe('HEAD, GET');
      expect((await request(server).get('/nothing')).status).toBe(404);
      expect((await request(server).get('/models')).text).toBe('models');
    }
  });

  it('serves a route registered after a request already went to the same path', async () => {
    const router = new ApiRouter();
    const server = appWith(router).callback();
    expect((await request(server).get('/late')).status).toBe(404);
    router.get('/late', (ctx) => {
      ctx.body = 'here';
    });
    expect((await request(server).get('/late')).text).toBe('here');
  });

  it('runs every matching layer in order, with the params of each', async () => {
    const router = new ApiRouter();
    const seen: string[] = [];
    router.get('/a/:x', (ctx, next) => {
      seen.push(`first ${ctx.params.x}`);
      return next();
    });
    router.get('/a/:y', (ctx) => {
      seen.push(`second ${ctx.params.x} ${ctx.params.y}`);
      ctx.body = 'done';
    });
    const server = appWith(router).callback();
    await request(server).get('/a/1');
    await request(server).get('/a/1');
    expect(seen).toEqual(['first 1', 'second 1 1', 'first 1', 'second 1 1']);
  });
});
