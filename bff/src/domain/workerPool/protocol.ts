/** The messages between a ProcessPool and its worker processes. */

export interface JobRequest<I> {
  id: number;
  input: I;
}

export type JobMessage<O, P> =
  | { type: 'ready' }
  | { type: 'progress'; id: number; progress: P }
  | { type: 'done'; id: number; output: O }
  | { type: 'failed'; id: number; error: string };

/**
 * Serves jobs in a worker process: one job per message, answered with its output or its error.
 * `run` may report progress so the pool can tell a stuck job from a long one.
 */
export function serveJobs<I, O, P = never>(
  run: (input: I, progress: (p: P) => void) => O | Promise<O>,
): void {
  if (!process.send) return;
  const send = (message: JobMessage<O, P>): void => {
    process.send?.(message);
  };
  process.on('message', ({ id, input }: JobRequest<I>) => {
    Promise.resolve()
      .then(() => run(input, (progress) => send({ type: 'progress', id, progress })))
      .then(
        (output) => send({ type: 'done', id, output }),
        (err: unknown) =>
          send({ type: 'failed', id, error: err instanceof Error ? err.message : String(err) }),
      );
  });
  // The pool ends this process; losing the pool (its channel) ends it too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}
