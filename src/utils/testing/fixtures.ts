import type { User } from '@/contract/user';

/** The signed-in user of the component and model tests. */
export const ada: User = {
  id: '1',
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  bio: '',
  role: 'user',
  hasPassword: true,
  createdAt: '2026-11-21T00:00:00.000Z',
};
