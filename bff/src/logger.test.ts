import pino from 'pino';
import { isoTimePerMillisecond } from './logger';

describe('isoTimePerMillisecond', () => {
  it("writes pino's isoTime field, and a new one when the millisecond changes", () => {
    let now = Date.UTC(2026, 10, 26, 16, 54, 6, 123);
    const time = isoTimePerMillisecond(() => now);
    const spy = jest.spyOn(Date, 'now').mockImplementation(() => now);
    try {
      expect(time()).toBe(',"time":"2026-11-26T16:54:06.123Z"');
      expect(time()).toBe(pino.stdTimeFunctions.isoTime());
      now += 1;
      expect(time()).toBe(',"time":"2026-11-26T16:54:06.124Z"');
      expect(time()).toBe(pino.stdTimeFunctions.isoTime());
    } finally {
      spy.mockRestore();
    }
  });
});
