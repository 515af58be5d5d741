import { homeCalls } from '../src/contract/home';
import { hoursAgo, jsonMock } from './_support/http';

const tips = [
  {
    id: '1',
    title: 'Paste a CREATE TABLE to start',
    content:
      'The text tool turns SQL, JSON, Java classes or CSV headers into an editable field list.',
    link: '/text',
  },
  {
    id: '2',
    title: 'Templates are yours to change',
    content: 'Copy the built-in Spring Boot group and edit its files in template management.',
    link: '/code-generate/template',
  },
];

export default {
  ...jsonMock(homeCalls.findTips, ({ query }) =>
    tips.map((tip, i) => ({ ...tip, type: query.type, createdAt: hoursAgo(48 + i) })),
  ),
  ...jsonMock(homeCalls.readTip, () => null),
};
