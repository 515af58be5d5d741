import path from 'node:path';
import { Code } from '../../../../src/contract/core';
import { AppError } from '../../errors';
import { ProcessPool, type PoolJob, type StopReason } from '../workerPool/processPool';
import type { LocatedError } from './render';
import type { RenderProgress } from './renderWorker';
import type { GenerateInput, RenderOutcome } from './types';

/**
 * Renders user templates in a pool of worker processes (the generic ProcessPool). Liquid's own
 * limits are cooperative and can be bypassed (an empty `{% for %}` body skips the render-time
 * check), so each render also gets a hard timeout — the worker is killed and replaced — and a heap
 * limit (`{% for i in (1..60000000) %}` builds a 480 MB array at once).
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

type Job = PoolJob<GenerateInput, RenderOutcome, RenderProgress>;

export class RenderPool {
  private readonly pool: ProcessPool<GenerateInput, RenderOutcome, RenderProgress>;

  constructor(options: RenderPoolOptions = {}) {
    const oldMb = options.maxOldGenerationSizeMb ?? 64;
    this.pool = new ProcessPool(
      {
        entry: path.join(__dirname, 'renderWorker'),
        size: options.size,
        timeoutMs: options.timeoutMs ?? DEFAULT_RENDER_TIMEOUT_MS,
        totalTimeoutMs: options.totalTimeoutMs ?? DEFAULT_TOTAL_TIMEOUT_MS,
        maxQueue: options.maxQueue,
        maxOldGenerationSizeMb: oldMb,
        maxYoungGenerationSizeMb: options.maxYoungGenerationSizeMb,
      },
      {
        busy: () => new RenderPoolBusyError(),
        // A stopped render is a template error at the file it was on, not a failed request.
        stopped: (job, reason) =>
          job.resolve({ files: [], errors: [locate(job, stopMessage(reason))] }),
      },
    );
  }

  get size(): number {
    return this.pool.size;
  }

  /** Resolves once every worker has started (a server warms the pool with it; tests time from it). */
  whenReady(): Promise<void> {
    return this.pool.whenReady();
  }

  /** Renders a group in a worker; template problems (and timeouts, memory) come back as errors. */
  render(input: GenerateInput): Promise<RenderOutcome> {
    return this.pool.run(input);
  }

  /** Stops every worker; queued and running renders are rejected. */
  close(): Promise<void> {
    return this.pool.close();
  }
}

function stopMessage(reason: StopReason): string {
  switch (reason.kind) {
    case 'stepTimeout':
      return `Rendering took longer than ${reason.seconds} s and was stopped; look for an endless or huge loop`;
    case 'totalTimeout':
      return `The generation took longer than ${reason.seconds} s and was stopped`;
    case 'outOfMemory':
      return `Rendering ran out of memory (limit ${reason.limitMb} MB) and was stopped; look for a loop or range that builds something huge`;
    case 'crashed':
      return `The template renderer stopped unexpectedly (${reason.detail})`;
  }
}

function locate(job: Job, message: string): LocatedError {
  const { group, tables } = job.input;
  const file = group.files[job.progress?.fileIndex ?? -1] ?? group.files[0];
  const table = tables[job.progress?.tableIndex ?? -1];
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
