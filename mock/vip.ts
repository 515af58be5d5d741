import { vipCalls } from '../src/contract/vip';
import { hoursAgo, jsonMock } from './_support/http';

export default {
  ...jsonMock(vipCalls.find, () => ({
    level: 'gold',
    since: hoursAgo(24 * 20),
    expiresAt: '2026-12-31T23:59:59.000Z',
  })),
  ...jsonMock(vipCalls.findBalance, () => ({ balance: 120 })),
};
