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

/** A worker and the layouts sent to it: when it goes, only its own layouts fail. */
interface Slot {
  worker: Worker;
  pending: Map<number, Pending>;
}

let current: Slot | null = null;
let nextId = 1;

function failAll(slot: Slot, error: Error) {
  for (const p of slot.pending.values()) {
    clearTimeout(p.timer);
    p.reject(error);
  }
  slot.pending.clear();
}

function start(): Slot {
  const slot: Slot = { worker: new Worker(SOURCE, { eval: true }), pending: new Map() };
  const w = slot.worker;
  w.on('message', (m: { id: number; graph?: ElkNode; error?: string }) => {
    const p = slot.pending.get(m.id);
    if (!p) return;
    slot.pending.delete(m.id);
    clearTimeout(p.timer);
    if (m.graph) p.resolve(m.graph);
    else p.reject(new Error(`Diagram layout failed: ${m.error ?? 'unknown error'}`));
  });
  // Layouts queued behind one that timed out (or a crashed worker) can simply be asked for again.
  const gone = () => {
    if (current === slot) current = null;
    failAll(
      slot,
      new AppError(
        Code.UNAVAILABLE,
        'The diagram could not be drawn just now; please try again',
        503,
      ),
    );
  };
  w.on('error', gone);
  w.on('exit', gone);
  // An idle worker must not keep the process (a CLI run, a test) alive; after the listeners, which
  // would take a reference again.
  w.unref();
  return slot;
}

/** Stops the worker (server shutdown, tests); the next layout starts a new one. */
export async function closeLayoutWorker(): Promise<void> {
  const slot = current;
  current = null;
  if (slot) await slot.worker.terminate();
}

/** ELK's layout of `graph`, computed in the worker thread (one at a time, in order). */
export function layoutInWorker(graph: ElkNode, timeoutMs = LAYOUT_TIMEOUT_MS): Promise<ElkNode> {
  current ??= start();
  const slot = current;
  const id = nextId++;
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      // The worker is busy with this layout for good: replace it (layouts queued behind it fail).
      if (current === slot) current = null;
      slot.pending.delete(id);
      reject(new DiagramTooComplexError());
      void slot.worker.terminate();
    }, timeoutMs);
    slot.pending.set(id, { resolve, reject, timer });
    slot.worker.postMessage({ id, graph });
  });
}
