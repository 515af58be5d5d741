import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';
import type { LocatedError } from './render';
import type { WorkerMessage, WorkerRequest } from './renderWorker';
import type { GenerateInput, RenderOutcome } from './types';

/**
 * Renders user templates in a pool of worker processes. Liquid's own limits are cooperative and can
 * be bypassed (an empty `{% for %}` body skips the render-time check), so each render also gets a
 * hard timeout — the worker is killed and replaced — and a heap limit.
 *
 * Processes, not worker threads: V8 aborts the whole process when a single allocation overshoots a
 * thread's heap limit (`{% for i in (1..60000000) %}` builds a 480 MB array at once), so a worker
 * thread's `resourceLimits` cannot keep a malicious template from taking the server down. A worker
 * process that dies takes only its own render with it.
 */

export interface RenderPoolOptions {
  /** Workers (default: available CPUs, at least 2 so one stuck render never blocks the next, at most 4). */
  size?: number;
  /**
   * Hard limit per file render, milliseconds: a worker that makes no progress (one file, one table)
   * for this long is stopped. A long generation of many files is fine as long as each file is quick.
   */
  timeoutMs?: number;
  /** Hard limit for a whole generation, milliseconds. */
  totalTimeoutMs?: number;
  /** Renders waiting for a worker before new ones are refused as busy. */
  maxQueue?: number;
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
}

export const DEFAULT_RENDER_TIMEOUT_MS = 1500;
export const DEFAULT_TOTAL_TIMEOUT_MS = 60_000;

/** All workers are taken and the queue is full: the client should retry shortly. */
export class RenderPoolBusyError extends AppError {
  constructor() {
    super(Code.RATE_LIMITED, 'The generator is busy right now; please try again in a moment', 503);
    this.name = 'RenderPoolBusyError';
  }
}

interface Job {
  id: number;
  input: GenerateInput;
  resolve(outcome: RenderOutcome): void;
  reject(err: Error): void;
  fileIndex: number;
  tableIndex: number;
  /** Progress messages seen (the watchdog compares it between ticks). */
  steps: number;
}

interface Slot {
  child: ChildProcess;
  ready: boolean;
  job: Job | null;
  watchdog: NodeJS.Timeout | null;
  /** Set once the slot is torn down, so its exit is not reported as a crash. */
  retired: boolean;
}

function defaultSize(): number {
  const cpus =
    typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.min(4, Math.max(2, cpus));
}

/** The worker runs from TypeScript sources under jest/tsx (through tsx's loader) and as compiled JS. */
function spawnWorker(options: Required<RenderPoolOptions>): ChildProcess {
  const ext = path.extname(__filename);
  const entry = path.join(__dirname, `renderWorker${ext}`);
  const execArgv = [
    `--max-old-space-size=${options.maxOldGenerationSizeMb}`,
    // The young generation is two semi-spaces plus a third for promotion
    `--max-semi-space-size=${Math.max(1, Math.floor(options.maxYoungGenerationSizeMb / 3))}`,
  ];
  if (ext === '.ts') execArgv.push('--require', require.resolve('tsx/cjs'));
  return fork(entry, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

export class RenderPool {
  private readonly options: Required<RenderPoolOptions>;
  private readonly slots: Slot[] = [];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;
  private readyWaiters: (() => void)[] = [];

  constructor(options: RenderPoolOptions = {}) {
    this.options = {
      size: Math.max(1, Math.floor(options.size ?? defaultSize())),
      timeoutMs: options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
      totalTimeoutMs: options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
      maxQueue: options.maxQueue ?? 64,
      maxOldGenerationSizeMb: options.maxOldGenerationSizeMb ?? 64,
      maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb ?? 16,
    };
    for (let i = 0; i < this.options.size; i++) this.slots.push(this.startSlot());
  }

  get size(): number {
    return this.options.size;
  }

  /** Resolves once every worker has started (a server warms the pool with it; tests time from it). */
  whenReady(): Promise<void> {
    if (this.allReady()) return Promise.resolve();
    return new Promise((resolve) => {
      this.readyWaiters.push(resolve);
      this.updateRefs();
    });
  }

  private allReady(): boolean {
    return this.slots.every((s) => s.ready);
  }

  /** Renders a group in a worker; template problems (and timeouts, memory) come back as errors. */
  render(input: GenerateInput): Promise<RenderOutcome> {
    if (this.closed) return Promise.reject(new Error('The render pool is closed'));
    if (this.queue.length >= this.options.maxQueue)
      return Promise.reject(new RenderPoolBusyError());
    return new Promise<RenderOutcome>((resolve, reject) => {
      this.queue.push({
        id: this.nextId++,
        input,
        resolve,
        reject,
        fileIndex: -1,
        tableIndex: -1,
        steps: 0,
      });
      this.dispatch();
      this.updateRefs();
    });
  }

  /** Stops every worker; queued and running renders are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The render pool is closed'));
    await Promise.all(
      this.slots.map((slot) => {
        const job = slot.job;
        this.retire(slot);
        job?.reject(new Error('The render pool is closed'));
        return new Promise<void>((resolve) => {
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) resolve();
          else slot.child.once('exit', () => resolve());
        });
      }),
    );
    this.slots.length = 0;
  }

  private startSlot(): Slot {
    const slot: Slot = {
      child: spawnWorker(this.options),
      ready: false,
      job: null,
      watchdog: null,
      retired: false,
    };
    let stderr = '';
    slot.child.stderr?.on('data', (chunk: Buffer) => {
      stderr = (stderr + chunk.toString()).slice(-2000);
    });
    this.updateRefs(slot);
    slot.child.on('message', (msg: WorkerMessage) => this.onMessage(slot, msg));
    slot.child.on('error', (err) =>
      this.failAndReplace(slot, `The template renderer stopped: ${err.message}`),
    );
    slot.child.on('exit', (code, signal) => {
      if (slot.retired) return;
      const outOfMemory = /heap out of memory|Invalid array length|Allocation failed/i.test(stderr);
      this.failAndReplace(
        slot,
        outOfMemory
          ? `Rendering ran out of memory (limit ${this.options.maxOldGenerationSizeMb} MB) and was stopped; look for a loop or range that builds something huge`
          : `The template renderer stopped unexpectedly (${signal ?? `exit code ${code}`})`,
      );
    });
    return slot;
  }

  private onMessage(slot: Slot, msg: WorkerMessage): void {
    if (msg.type === 'ready') {
      slot.ready = true;
      if (this.allReady()) for (const resolve of this.readyWaiters.splice(0)) resolve();
      this.dispatch();
      this.updateRefs();
      return;
    }
    const job = slot.job;
    if (!job || msg.id !== job.id) return;
    if (msg.type === 'progress') {
      job.fileIndex = msg.fileIndex;
      job.tableIndex = msg.tableIndex;
      job.steps++;
      return;
    }
    this.finish(slot);
    if (msg.type === 'done') job.resolve(msg.outcome);
    else job.reject(new Error(msg.error));
    this.dispatch();
  }

  /**
   * Idle workers must not keep the process (or a test run) alive; busy ones must, and so must
   * starting ones while a render or `whenReady` waits for them.
   */
  private updateRefs(starting?: Slot): void {
    const waiting = this.queue.length > 0 || this.readyWaiters.length > 0;
    for (const slot of starting ? [...this.slots, starting] : this.slots) {
      if (slot.retired) continue;
      if (slot.job !== null || (!slot.ready && waiting)) {
        slot.child.ref();
        slot.child.channel?.ref();
      } else {
        slot.child.unref();
        slot.child.channel?.unref();
      }
    }
  }

  private dispatch(): void {
    for (const slot of this.slots) {
      if (this.queue.length === 0) return;
      if (!slot.ready || slot.job || slot.retired) continue;
      const job = this.queue.shift() as Job;
      slot.job = job;
      this.updateRefs();
      this.watch(slot, job);
      const request: WorkerRequest = { id: job.id, input: job.input };
      slot.child.send(request);
    }
  }

  /** Stops the render when one file takes longer than `timeoutMs`, or all of them `totalTimeoutMs`. */
  private watch(slot: Slot, job: Job): void {
    const { timeoutMs, totalTimeoutMs } = this.options;
    const started = Date.now();
    let seen = -1;
    let changed = started;
    slot.watchdog = setInterval(
      () => {
        const now = Date.now();
        if (job.steps !== seen) {
          seen = job.steps;
          changed = now;
        }
        if (now - changed >= timeoutMs) {
          const seconds = (timeoutMs / 1000).toLocaleString('en');
          this.failAndReplace(
            slot,
            `Rendering took longer than ${seconds} s and was stopped; look for an endless or huge loop`,
          );
        } else if (now - started >= totalTimeoutMs) {
          const seconds = (totalTimeoutMs / 1000).toLocaleString('en');
          this.failAndReplace(slot, `The generation took longer than ${seconds} s and was stopped`);
        }
      },
      Math.max(10, Math.floor(timeoutMs / 15)),
    );
  }

  private finish(slot: Slot): void {
    if (slot.watchdog) clearInterval(slot.watchdog);
    slot.watchdog = null;
    slot.job = null;
    this.updateRefs();
  }

  private retire(slot: Slot): void {
    if (slot.retired) return;
    slot.retired = true;
    this.finish(slot);
    // Referenced until it has exited, so `close()` can wait for that
    slot.child.ref();
    slot.child.kill('SIGKILL');
  }

  /** Ends the slot's render with a template error at the file it was on, and starts a new worker. */
  private failAndReplace(slot: Slot, message: string): void {
    if (slot.retired) return;
    const job = slot.job;
    this.retire(slot);
    const index = this.slots.indexOf(slot);
    if (!this.closed && index >= 0) this.slots[index] = this.startSlot();
    if (job) job.resolve({ files: [], errors: [locate(job, message)] });
    this.dispatch();
  }
}

function locate(job: Job, message: string): LocatedError {
  const { group, tables } = job.input;
  const file = group.files[job.fileIndex] ?? group.files[0];
  const table = tables[job.tableIndex];
  return {
    nodeId: file?.id ?? group.id,
    file: file?.path ?? group.name,
    line: 1,
    column: 1,
    message: table ? `${message} (table ${table.tableName})` : message,
  };
}

let shared: RenderPool | null = null;

/** Renders in the process-wide pool (started on first use). */
export function renderInPool(input: GenerateInput): Promise<RenderOutcome> {
  shared ??= new RenderPool();
  return shared.render(input);
}

/** Stops the process-wide pool (tests, shutdown); the next render starts a new one. */
export async function closeRenderPool(): Promise<void> {
  const pool = shared;
  shared = null;
  await pool?.close();
}
