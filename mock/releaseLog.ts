import { releaseLogCalls } from '../src/contract/releaseLog';
import { jsonMock } from './_support/http';

const entries = [
  {
    id: '5',
    version: '1.4.0',
    releasedAt: '2026-01-28T10:00:00.000Z',
    title: 'PostgreSQL comments and AI models',
    changes: [
      'Parser: COMMENT ON COLUMN and CHECK constraints for PostgreSQL.',
      'Generator: pick the AI model per generation.',
    ],
  },
  {
    id: '4',
    version: '1.3.0',
    releasedAt: '2026-01-10T10:00:00.000Z',
    title: 'Template trees',
    changes: ['Templates are folders and files; copy a file, a folder or a whole group.'],
  },
  {
    id: '3',
    version: '1.2.0',
    releasedAt: '2025-12-15T10:00:00.000Z',
    title: 'Download as zip',
    changes: ['Generated files download as one zip.', 'Parser history is paged.'],
  },
];

export default {
  ...jsonMock(releaseLogCalls.findAll, ({ body }) => {
    const keyword = typeof body.keyword === 'string' ? body.keyword.toLowerCase() : '';
    return entries.filter((e) =>
      [e.version, e.title, ...e.changes].some((s) => s.toLowerCase().includes(keyword)),
    );
  }),
};
