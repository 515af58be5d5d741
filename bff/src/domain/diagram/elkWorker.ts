import { Worker } from 'node:worker_threads';
import type { ElkNode } from 'elkjs/lib/elk.bundled.js';
import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';

/**
 * ELK runs in a worker thread: laying out a few hundred related tables takes seconds of CPU, which
 * on the main thread would stall every other request of the server. The worker's code is a string
 * (ELK's bundle needs nothing else), so it runs the same from TypeScript sources and compiled JS.
 */
const SOURCE = `
const { parentPort } = require('node:worker_threads');
const ELK = require(${JSON.stringify(require.resolve('elkjs/lib/elk.bundled.js'))});
const elk = new ELK();
parentPort.on('message', ({ id, graph }) => {
  elk.layout(graph).then(
    (laid) => parentPort.postMessage({ id, graph: laid }),
    (error) => parentPort.postMessage({ id, error: String((error && error.message) || error) }),
  );
});`;

/** Longer than any diagram within the contract's limits takes; then the worker is replaced. */
export const LAYOUT_TIMEOUT_MS = 60_000;

export class DiagramTooComplexError extends AppError {
  constructor() {
    super(
      Code.VALIDATION,
      'This diagram takes too long to lay out: draw fewer tables or relations at a time',
      422,
    );
    this.name = 'DiagramTooComplexError';
  }
}

interface Pending {
  resolve(graph: ElkNode): void;
  reject(error: Error): void;
  timer: NodeJS.Timeout;
}

let worker: Worker | null = null;
const pending = new Map<number, Pending>();
let nextId = 1;

function failAll(error: Error) {
  for (const p of pending.values()) {
    clearTimeout(p.timer);
    p.reject(error);
  }
  pending.clear();
}

function start(): Worker {
  const w = new Worker(SOURCE, { eval: true });
  w.on('message', (m: { id: number; graph?: ElkNode; error?: string }) => {
    const p = pending.get(m.id);
    if (!p) return;
    pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.graph) p.resolve(m.graph);
    else p.reject(new Error(`Diagram layout failed: ${m.error ?? 'unknown error'}`));
  });
  const gone = (error: Error) => {
    if (worker === w) worker = null;
    failAll(error);
  };
  w.on('error', gone);
  w.on('exit', () => gone(new Error('The diagram layout worker stopped')));
  // An idle worker must not keep the process (a CLI run, a test) alive; after the listeners, which
  // would take a reference again.
  w.unref();
  return w;
}

/** Stops the worker (server shutdown, tests); the next layout starts a new one. */
export async function closeLayoutWorker(): Promise<void> {
  const w = worker;
  worker = null;
  if (w) await w.terminate();
}

/** ELK's layout of `graph`, computed in the worker thread (one at a time, in order). */
export function layoutInWorker(graph: ElkNode): Promise<ElkNode> {
  worker ??= start();
  const w = worker;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // The worker is busy with this layout for good: replace it (queued layouts fail with it).
      if (worker === w) worker = null;
      pending.delete(id);
      reject(new DiagramTooComplexError());
      void w.terminate();
    }, LAYOUT_TIMEOUT_MS);
    pending.set(id, { resolve, reject, timer });
    w.postMessage({ id, graph });
  });
}
