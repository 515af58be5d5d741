import { renderGroup } from './render';
import type { GenerateInput, RenderOutcome } from './types';

/**
 * A render pool worker process: renders one group per message. Before each file it tells the pool
 * which file and table it is on, so the pool can tell a stuck render from a long generation and
 * name the file when it has to stop the process.
 */

export interface WorkerRequest {
  id: number;
  input: GenerateInput;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { type: 'progress'; id: number; fileIndex: number; tableIndex: number }
  | { type: 'done'; id: number; outcome: RenderOutcome }
  | { type: 'failed'; id: number; error: string };

const send = (message: WorkerMessage): void => {
  process.send?.(message);
};

if (process.send) {
  process.on('message', ({ id, input }: WorkerRequest) => {
    try {
      const outcome = renderGroup(input, {
        onFile: (fileIndex, tableIndex) => send({ type: 'progress', id, fileIndex, tableIndex }),
      });
      send({ type: 'done', id, outcome });
    } catch (err) {
      send({ type: 'failed', id, error: err instanceof Error ? err.message : String(err) });
    }
  });
  // The pool ends this process; losing the pool (its channel) ends it too.
  process.on('disconnect', () => process.exit(0));
  send({ type: 'ready' });
}
