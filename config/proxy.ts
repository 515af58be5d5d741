/**
 * Dev-server proxy for `npm run dev:bff` (MOCK=none): the Koa BFF on port 8000 answers the API,
 * the auth calls, uploaded files and the health check. `.umirc.ts` only applies it when mocks are
 * off, so `npm run dev` keeps answering from `mock/` without a running BFF.
 */
const BFF_TARGET = process.env.BFF_URL ?? 'http://127.0.0.1:8000';

const proxy: Record<string, { target: string; changeOrigin: boolean }> = Object.fromEntries(
  ['/api', '/auth', '/files', '/health'].map((prefix) => [
    prefix,
    { target: BFF_TARGET, changeOrigin: true },
  ]),
);

export default proxy;
