/**
 * The reference of the API benches: Koa with nothing but a JSON body parser and routes that answer
 * the envelope, started as its own process like the real server. `POST /bare` only echoes the
 * body's length; `POST /bare/parse` does the parser call's work (the built parser, the same answer
 * without a history id), so that the signed call's distance from it is what the API path adds.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { koaBody } from 'koa-body';
import type * as parserModule from '../src/domain/parser';
import { built } from './support';

const { parse } = built<typeof parserModule>('domain/parser');

const app = new Koa();
app.use(koaBody() as unknown as Koa.Middleware);
app.use((ctx) => {
  if (ctx.method === 'GET' && ctx.path === '/bare') {
    ctx.body = {
      code: 200,
      message: 'success',
      data: [{ id: 'model', name: 'A model', price: 0 }],
    };
  } else if (ctx.method === 'POST' && ctx.path === '/bare') {
    const body = ctx.request.body as { text?: unknown } | undefined;
    ctx.body = { code: 200, message: 'success', data: { length: String(body?.text ?? '').length } };
  } else if (ctx.method === 'POST' && ctx.path === '/bare/parse') {
    const body = ctx.request.body as { text?: unknown } | undefined;
    const data = { ...parse(String(body?.text ?? '')), historyId: null };
    ctx.body = { code: 200, message: 'success', data };
  } else {
    ctx.status = 404;
  }
});
const server = http.createServer(app.callback());
server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () => {
  console.log(`listening on ${(server.address() as AddressInfo).port}`);
});
process.once('SIGTERM', () => server.close(() => process.exit(0)));
