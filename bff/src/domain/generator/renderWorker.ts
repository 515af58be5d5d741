import { serveJobs } from '../workerPool/protocol';
import { renderGroup } from './render';
import type { GenerateInput, RenderOutcome } from './types';

/**
 * A render pool worker process: renders one group per job. Before each file it tells the pool
 * which file and table it is on, so the pool can tell a stuck render from a long generation and
 * name the file when it has to stop the process.
 */

export interface RenderProgress {
  fileIndex: number;
  tableIndex: number;
}

serveJobs<GenerateInput, RenderOutcome, RenderProgress>((input, progress) =>
  renderGroup(input, { onFile: (fileIndex, tableIndex) => progress({ fileIndex, tableIndex }) }),
);
