import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { Context, Middleware } from 'koa';
import send from 'koa-send';
import { Code } from '../../../src/contract/core';
import { AppError } from '../errors';
import { STORED_NAME, type FileStorage } from '../storage';

/** Umi's content-hashed output: `umi.1a2b3c4d.js`, `p__home.1a2b3c4d.async.js`, `x.1a2b3c4d.chunk.css`. */
const HASHED_ASSET = /\.[0-9a-f]{8,}(?:\.async|\.chunk)?\.[a-z0-9]+$/i;
const LONG_CACHE = 'public, max-age=31536000, immutable';

export function isApiPath(p: string): boolean {
  return /^\/(api|auth)(\/|$)/.test(p);
}

function isNotFound(err: unknown): boolean {
  const status = (err as { status?: number }).status;
  return status === 404;
}

/** The last path segment has an extension, e.g. `/logo.png`. */
const looksLikeFile = (p: string) => /\.[a-z0-9]+$/i.test(p.slice(p.lastIndexOf('/') + 1));

const NOT_BUILT_HTML = `<!doctype html><meta charset="utf-8"><title>Java code generator</title>
<p>The web app is not built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds first), then reload this page.</p>`;

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;

/** CSP source expressions for the inline scripts of an HTML page (`<script>` without attributes). */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(INLINE_SCRIPT)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]).digest('base64')}'`,
  );
}

/** Adds sources to the script-src directive of a Content-Security-Policy value. */
export function allowScripts(policy: string, sources: string[]): string {
  if (!policy || sources.length === 0) return policy;
  return policy
    .split(';')
    .map((directive) => {
      const trimmed = directive.trim();
      return trimmed.startsWith('script-src ') ? `${trimmed} ${sources.join(' ')}` : trimmed;
    })
    .join(';');
}

/**
 * Serves the built SPA from `dir` with history fallback: any GET that is not a file answers
 * index.html so the client router shows the page (or its 404). Hashed assets are cached for a year,
 * index.html is revalidated on every load.
 */
export function spaMiddleware(dir: string, base = '/'): Middleware {
  const root = path.resolve(dir);
  const indexFile = path.join(root, 'index.html');
  // index.html's inline script (the app shell's route and locale marker, config/appShell.ts) runs
  // under `script-src 'self'` by its hash, read again whenever a build replaces the file.
  let hashes: { mtimeMs: number; sources: string[] } | undefined;
  async function indexScriptSources(): Promise<string[]> {
    const { mtimeMs } = await fs.promises.stat(indexFile);
    if (hashes?.mtimeMs !== mtimeMs) {
      const html = await fs.promises.readFile(indexFile, 'utf8');
      hashes = { mtimeMs, sources: inlineScriptHashes(html) };
    }
    return hashes.sources;
  }

  async function sendIndex(ctx: Context): Promise<void> {
    if (!fs.existsSync(indexFile)) {
      ctx.status = 503;
      ctx.type = 'html';
      ctx.set('Cache-Control', 'no-cache');
      ctx.body = NOT_BUILT_HTML;
      return;
    }
    const policy = ctx.response.get('Content-Security-Policy');
    if (policy) {
      ctx.set('Content-Security-Policy', allowScripts(policy, await indexScriptSources()));
    }
    await send(ctx, 'index.html', {
      root,
      setHeaders: (res) => res.setHeader('Cache-Control', 'no-cache'),
    });
  }

  return async (ctx, next) => {
    if ((ctx.method !== 'GET' && ctx.method !== 'HEAD') || isApiPath(ctx.path)) return next();
    // Under ROUTER_BASE the build's URLs carry the base; the files in dist/ do not.
    if (base !== '/' && ctx.path === '/') return ctx.redirect(base);
    const file = ctx.path.startsWith(base) ? `/${ctx.path.slice(base.length)}` : ctx.path;
    if (file === '/' || file === '/index.html') return sendIndex(ctx);
    try {
      // send() resolves to undefined for a directory; that falls through to index.html.
      const served = await send(ctx, file, {
        root,
        index: false,
        hidden: false,
        setHeaders: (res, sentPath) => {
          res.setHeader(
            'Cache-Control',
            HASHED_ASSET.test(path.basename(sentPath)) ? LONG_CACHE : 'no-cache',
          );
        },
      });
      if (served) return;
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
    // A missing script or image must not come back as HTML (the browser would try to run it);
    // page loads ask for text/html, everything else without an extension is a route too.
    if (looksLikeFile(file) && !ctx.get('accept').includes('text/html')) {
      ctx.status = 404;
      ctx.body = 'Not found';
      return;
    }
    await sendIndex(ctx);
  };
}

/**
 * Uploaded files at `/files/*` (the client's file-server base), from FILE_DIR or the S3 bucket. They
 * are user content, so the response is sandboxed: an uploaded HTML or SVG file cannot run script on
 * this origin. Only names the upload service makes are looked up.
 */
export function filesMiddleware(storage: FileStorage): Middleware {
  return async (ctx, next) => {
    if (!ctx.path.startsWith('/files/') || (ctx.method !== 'GET' && ctx.method !== 'HEAD')) {
      return next();
    }
    const name = ctx.path.slice('/files/'.length);
    const file = STORED_NAME.test(name) ? await storage.get(name) : null;
    if (!file) throw new AppError(Code.NOT_FOUND, 'No such file', 404);
    ctx.type = file.contentType ?? path.extname(name);
    ctx.length = file.size;
    ctx.set('Cache-Control', 'public, max-age=86400');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    if (ctx.method === 'HEAD') {
      file.body.destroy();
      ctx.status = 200;
      return;
    }
    ctx.body = file.body;
  };
}
