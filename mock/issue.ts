import { issueCalls } from '../src/contract/issue';
import { hoursAgo, jsonMock } from './_support/http';

const issues = [
  {
    id: '12',
    title: 'Oracle NUMBER(1) should map to Boolean',
    content: 'NUMBER(1) columns come out as Integer; most projects use them as flags.',
    status: 'open',
    author: 'kim',
    createdAt: hoursAgo(30),
  },
  {
    id: '11',
    title: 'Parser misses a column after a multi-line comment',
    content: 'A /* ... */ comment spanning lines drops the next column.',
    status: 'closed',
    author: 'ada',
    createdAt: hoursAgo(96),
  },
];

export default {
  ...jsonMock(issueCalls.findAll, () => issues),
  ...jsonMock(issueCalls.save, ({ body }) => ({
    content: '',
    ...body,
    id: '13',
    status: 'open',
    author: 'ada',
    createdAt: hoursAgo(0),
  })),
};
