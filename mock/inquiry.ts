import { type Inquiry, inquiryCalls } from '../src/contract/inquiry';
import { hoursAgo, jsonMock } from './_support/http';

const entries: Inquiry[] = [
  {
    id: '2',
    name: 'Li Wei',
    email: 'li@example.com',
    company: 'Harbour Logistics',
    budget: '20k-50k',
    timeline: '1-3-months',
    description:
      'A Spring Boot back end for our warehouse system: about 40 tables, REST and a React admin.',
    attachments: ['/files/0123456789abcdef0123456789abcdef.pdf'],
    status: 'contacted',
    sender: { nickname: 'li', email: 'li@example.com' },
    createdAt: hoursAgo(30),
    updatedAt: hoursAgo(6),
  },
  {
    id: '1',
    name: 'Ada Lovelace',
    email: 'ada@example.com',
    company: null,
    budget: 'unsure',
    timeline: 'flexible',
    description: 'Templates for our Kotlin code base, generated from our MySQL schema.',
    attachments: [],
    status: 'new',
    sender: null,
    createdAt: hoursAgo(50),
    updatedAt: hoursAgo(50),
  },
];

export default {
  ...jsonMock(inquiryCalls.save, () => ({ id: '3' })),
  ...jsonMock(inquiryCalls.adminFindPage, ({ body }) => {
    const q = body.q?.toLowerCase() ?? '';
    const list = entries.filter(
      (e) =>
        (!body.status || e.status === body.status) &&
        [e.name, e.email, e.company ?? '', e.description].some((s) => s.toLowerCase().includes(q)),
    );
    return { list, total: list.length, page: body.page, pageSize: body.pageSize };
  }),
  ...jsonMock(inquiryCalls.updateStatus, ({ body }) => ({
    ...(entries.find((e) => e.id === body.id) ?? entries[1]),
    status: body.status,
    updatedAt: hoursAgo(0),
  })),
};
