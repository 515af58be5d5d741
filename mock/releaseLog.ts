import { releaseLogCalls, type ReleaseLogEntry } from '../src/contract/releaseLog';
import { jsonMock } from './_support/http';

/** Newest first, as the BFF answers. */
const entries: ReleaseLogEntry[] = [
  {
    id: '5',
    version: '1.4.0',
    releasedAt: '2026-01-28',
    title: 'PostgreSQL comments and AI models',
    content:
      'Parser: COMMENT ON COLUMN and CHECK constraints for PostgreSQL.\nGenerator: pick the AI model per generation.',
  },
  {
    id: '4',
    version: '1.3.0',
    releasedAt: '2026-01-10',
    title: 'Template trees',
    content: 'Templates are folders and files; copy a file, a folder or a whole group.',
  },
  {
    id: '3',
    version: '1.2.0',
    releasedAt: '2025-12-15',
    title: 'Download as zip',
    content: 'Generated files download as one zip.\nParser history is paged.',
  },
];

export default {
  ...jsonMock(releaseLogCalls.findAll, ({ body }) => {
    const keyword = body.keyword?.toLowerCase() ?? '';
    return entries.filter(
      (e) =>
        (!body.version || e.version === body.version) &&
        [e.title, e.content].some((s) => s.toLowerCase().includes(keyword)),
    );
  }),
};
