import { fork, type ChildProcess } from 'node:child_process';
import os from 'node:os';
import path from 'node:path';
import type { JobMessage, JobRequest } from './protocol';

/**
 * A pool of worker processes with hard time and heap limits, shared by the engines that must never
 * run on the event loop: user templates (generator) and wallpaper renders. Each kind has its own
 * worker entry and its own pool instance; the pool knows nothing of what a job does.
 *
 * Processes, not worker threads: V8 aborts the whole process when a single allocation overshoots a
 * thread's heap limit, so a worker thread's `resourceLimits` cannot keep a hostile job from taking
 * the server down. A worker process that dies takes only its own job with it.
 *
 * A job may report progress (the template worker does, once per file); the step timeout then
 * counts from the last report, the total timeout from the start.
 */

export interface ProcessPoolOptions {
  /** The worker module, a path without extension (resolved to .ts under tsx/jest, .js compiled). */
  entry: string;
  /** Workers (default: available CPUs, at least 2 so one stuck job never blocks the next, at most 4). */
  size?: number;
  /** Hard limit between two progress reports (or for the whole job without them), milliseconds. */
  timeoutMs: number;
  /** Hard limit for a whole job, milliseconds. */
  totalTimeoutMs: number;
  /** Jobs waiting for a worker before new ones are refused as busy. */
  maxQueue?: number;
  maxOldGenerationSizeMb?: number;
  maxYoungGenerationSizeMb?: number;
}

/** Why the pool stopped a job; the kind's wrapper turns it into its own answer. */
export type StopReason =
  | { kind: 'stepTimeout'; seconds: string }
  | { kind: 'totalTimeout'; seconds: string }
  | { kind: 'outOfMemory'; limitMb: number }
  | { kind: 'crashed'; detail: string };

export interface PoolJob<I, O, P> {
  id: number;
  input: I;
  resolve(output: O): void;
  reject(err: Error): void;
  /** The last progress report. */
  progress: P | null;
  /** Progress messages seen (the watchdog compares it between ticks). */
  steps: number;
}

export interface ProcessPoolHooks<I, O, P> {
  /** The error a full queue answers. */
  busy(): Error;
  /** Ends a job the pool had to stop (resolve with an error outcome or reject). */
  stopped(job: PoolJob<I, O, P>, reason: StopReason): void;
}

interface Slot<I, O, P> {
  child: ChildProcess;
  ready: boolean;
  job: PoolJob<I, O, P> | null;
  watchdog: NodeJS.Timeout | null;
  /** Set once the slot is torn down, so its exit is not reported as a crash. */
  retired: boolean;
}

export function defaultPoolSize(): number {
  const cpus =
    typeof os.availableParallelism === 'function' ? os.availableParallelism() : os.cpus().length;
  return Math.min(4, Math.max(2, cpus));
}

/** The worker runs from TypeScript sources under jest/tsx (through tsx's loader) and as compiled JS. */
function spawnWorker(entry: string, oldMb: number, youngMb: number): ChildProcess {
  const ext = path.extname(__filename);
  const execArgv = [
    `--max-old-space-size=${oldMb}`,
    // The young generation is two semi-spaces plus a third for promotion
    `--max-semi-space-size=${Math.max(1, Math.floor(youngMb / 3))}`,
  ];
  if (ext === '.ts') execArgv.push('--require', require.resolve('tsx/cjs'));
  return fork(`${entry}${ext}`, [], {
    execArgv,
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
    env: { ...process.env, NODE_OPTIONS: '' },
  });
}

export class ProcessPool<I, O, P = never> {
  private readonly options: Required<ProcessPoolOptions>;
  private readonly slots: Slot<I, O, P>[] = [];
  private readonly queue: PoolJob<I, O, P>[] = [];
  private nextId = 1;
  private closed = false;
  private readyWaiters: (() => void)[] = [];

  constructor(
    options: ProcessPoolOptions,
    private readonly hooks: ProcessPoolHooks<I, O, P>,
  ) {
    this.options = {
      ...options,
      size: Math.max(1, Math.floor(options.size ?? defaultPoolSize())),
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

  /** Runs one job in a worker. */
  run(input: I): Promise<O> {
    if (this.closed) return Promise.reject(new Error('The worker pool is closed'));
    if (this.queue.length >= this.options.maxQueue) return Promise.reject(this.hooks.busy());
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ id: this.nextId++, input, resolve, reject, progress: null, steps: 0 });
      this.dispatch();
      this.updateRefs();
    });
  }

  /** Stops every worker; queued and running jobs are rejected. */
  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) job.reject(new Error('The worker pool is closed'));
    await Promise.all(
      this.slots.map((slot) => {
        const job = slot.job;
        this.retire(slot);
        job?.reject(new Error('The worker pool is closed'));
        return new Promise<void>((resolve) => {
          if (slot.child.exitCode !== null || slot.child.signalCode !== null) resolve();
          else slot.child.once('exit', () => resolve());
        });
      }),
    );
    this.slots.length = 0;
  }

  private startSlot(): Slot<I, O, P> {
    const { entry, maxOldGenerationSizeMb, maxYoungGenerationSizeMb } = this.options;
    const slot: Slot<I, O, P> = {
      child: spawnWorker(entry, maxOldGenerationSizeMb, maxYoungGenerationSizeMb),
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
    slot.child.on('message', (msg: JobMessage<O, P>) => this.onMessage(slot, msg));
    slot.child.on('error', (err) =>
      this.failAndReplace(slot, { kind: 'crashed', detail: err.message }),
    );
    slot.child.on('exit', (code, signal) => {
      if (slot.retired) return;
      const outOfMemory = /heap out of memory|Invalid array length|Allocation failed/i.test(stderr);
      this.failAndReplace(
        slot,
        outOfMemory
          ? { kind: 'outOfMemory', limitMb: maxOldGenerationSizeMb }
          : { kind: 'crashed', detail: signal ?? `exit code ${code}` },
      );
    });
    return slot;
  }

  private onMessage(slot: Slot<I, O, P>, msg: JobMessage<O, P>): void {
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
      job.progress = msg.progress;
      job.steps++;
      return;
    }
    this.finish(slot);
    if (msg.type === 'done') job.resolve(msg.output);
    else job.reject(new Error(msg.error));
    this.dispatch();
  }

  /**
   * Idle workers must not keep the process (or a test run) alive; busy ones must, and so must
   * starting ones while a job or `whenReady` waits for them.
   */
  private updateRefs(starting?: Slot<I, O, P>): void {
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
      const job = this.queue.shift() as PoolJob<I, O, P>;
      slot.job = job;
      this.updateRefs();
      this.watch(slot, job);
      const request: JobRequest<I> = { id: job.id, input: job.input };
      slot.child.send(request);
    }
  }

  /** Stops the job when no progress comes for `timeoutMs`, or it runs `totalTimeoutMs` in all. */
  private watch(slot: Slot<I, O, P>, job: PoolJob<I, O, P>): void {
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
          this.failAndReplace(slot, { kind: 'stepTimeout', seconds: seconds(timeoutMs) });
        } else if (now - started >= totalTimeoutMs) {
          this.failAndReplace(slot, { kind: 'totalTimeout', seconds: seconds(totalTimeoutMs) });
        }
      },
      Math.max(10, Math.floor(timeoutMs / 15)),
    );
  }

  private finish(slot: Slot<I, O, P>): void {
    if (slot.watchdog) clearInterval(slot.watchdog);
    slot.watchdog = null;
    slot.job = null;
    this.updateRefs();
  }

  private retire(slot: Slot<I, O, P>): void {
    if (slot.retired) return;
    slot.retired = true;
    this.finish(slot);
    // Referenced until it has exited, so `close()` can wait for that
    slot.child.ref();
    slot.child.kill('SIGKILL');
  }

  /** Ends the slot's job through the kind's `stopped` hook, and starts a new worker. */
  private failAndReplace(slot: Slot<I, O, P>, reason: StopReason): void {
    if (slot.retired) return;
    const job = slot.job;
    this.retire(slot);
    const index = this.slots.indexOf(slot);
    if (!this.closed && index >= 0) this.slots[index] = this.startSlot();
    if (job) this.hooks.stopped(job, reason);
    this.dispatch();
  }
}

const seconds = (ms: number): string => (ms / 1000).toLocaleString('en');
