import { issueCalls, type Issue, type IssueDetail } from '../src/contract/issue';
import { hoursAgo, jsonMock } from './_support/http';

const base = {
  labels: [] as string[],
  voted: false,
  pinned: false,
  locked: false,
  hidden: false,
  approved: true,
  duplicateOf: null,
  editable: false,
};

const issues: Issue[] = [
  {
    ...base,
    id: '2',
    number: 2,
    title: 'Oracle NUMBER(1) should map to Boolean',
    content: 'NUMBER(1) columns come out as `Integer`; most projects use them as flags.',
    status: 'planned',
    labels: ['parser'],
    votes: 7,
    commentCount: 1,
    author: { nickname: 'kim', avatar: null },
    createdAt: hoursAgo(30),
    updatedAt: hoursAgo(30),
    lastActivityAt: hoursAgo(5),
  },
  {
    ...base,
    id: '1',
    number: 1,
    title: 'Parser misses a column after a multi-line comment',
    content:
      'A `/* ... */` comment spanning lines drops the next column.\n\n```sql\nCREATE TABLE t (\n  /* a\n  b */ id INT\n);\n```',
    status: 'done',
    labels: ['parser', 'bug'],
    votes: 3,
    commentCount: 0,
    author: { nickname: 'ada', avatar: null },
    createdAt: hoursAgo(96),
    updatedAt: hoursAgo(96),
    lastActivityAt: hoursAgo(48),
  },
];

const detail = (issue: Issue): IssueDetail => ({
  ...issue,
  comments:
    issue.commentCount > 0
      ? [
          {
            id: '1',
            content: 'Same here with `NUMBER(1,0)`.',
            author: { nickname: 'li', avatar: null },
            createdAt: hoursAgo(5),
          },
        ]
      : [],
  history: [{ from: 'open', to: issue.status, by: 'admin', at: hoursAgo(6) }],
  duplicateOfTitle: null,
});

export default {
  ...jsonMock(issueCalls.findAll, ({ body }) => {
    const q = body.q?.toLowerCase() ?? '';
    const list = issues.filter(
      (i) =>
        (!body.status || i.status === body.status) &&
        (!body.label || i.labels.includes(body.label)) &&
        `${i.title} ${i.content}`.toLowerCase().includes(q),
    );
    return { list, total: list.length, page: body.page, pageSize: body.pageSize };
  }),
  ...jsonMock(issueCalls.save, ({ body }) => ({
    ...base,
    ...(issues.find((i) => i.id === body.id) ?? issues[1]),
    ...(body.id ? {} : { id: '3', number: 3, votes: 0, commentCount: 0, status: 'open' as const }),
    title: body.title ?? issues[1].title,
    content: body.content ?? issues[1].content,
    labels: body.labels ?? [],
    editable: true,
  })),
  ...jsonMock(issueCalls.find, ({ params }) =>
    detail(issues.find((i) => i.id === params.id) ?? issues[1]),
  ),
  ...jsonMock(issueCalls.similar, ({ body }) => {
    const words = body.q.toLowerCase().split(/\W+/).filter(Boolean);
    return issues
      .filter((i) => words.some((w) => i.title.toLowerCase().includes(w)))
      .map(({ id, number, title, status, votes }) => ({ id, number, title, status, votes }));
  }),
  ...jsonMock(issueCalls.vote, () => ({ votes: 4, voted: true })),
  ...jsonMock(issueCalls.comment, ({ body }) => ({
    id: '2',
    content: body.content,
    author: { nickname: 'ada', avatar: null },
    createdAt: hoursAgo(0),
  })),
  ...jsonMock(issueCalls.notify, ({ body }) => ({ email: body.email ?? false })),
  ...jsonMock(issueCalls.updateStatus, ({ body }) => ({
    ...(issues.find((i) => i.id === body.id) ?? issues[1]),
    status: body.status,
    duplicateOf: body.duplicateOf ?? null,
  })),
  ...jsonMock(issueCalls.moderate, ({ body }) => {
    const issue = issues.find((i) => i.id === body.id) ?? issues[1];
    return {
      ...issue,
      labels: body.labels ?? issue.labels,
      pinned: body.pinned ?? issue.pinned,
      locked: body.locked ?? issue.locked,
      hidden: body.hidden ?? issue.hidden,
      approved: body.approved ?? issue.approved,
    };
  }),
};
