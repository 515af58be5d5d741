import qs from 'qs';
import getSideChannel from './sideChannel.cjs';

// qs, as the browser build runs it: with this file in place of the side-channel package.
jest.mock('side-channel', () => jest.requireActual('./sideChannel.cjs'));

test('keeps values per key, objects and other keys alike, and forgets them on delete', () => {
  const channel = getSideChannel();
  const key = {};
  const fn = () => undefined;
  expect(channel.has(key)).toBe(false);
  expect(channel.get(key)).toBeUndefined();
  channel.set(key, 1);
  channel.set(fn, 2);
  channel.set('text', 3);
  channel.set(null, 4);
  expect([channel.get(key), channel.get(fn), channel.get('text'), channel.get(null)]).toEqual([
    1, 2, 3, 4,
  ]);
  expect(channel.get({})).toBeUndefined();
  expect(channel.delete(key)).toBe(true);
  expect(channel.delete(key)).toBe(false);
  expect(channel.has(key)).toBe(false);
  expect(() => channel.assert(key)).toThrow(TypeError);
  expect(() => channel.assert('text')).not.toThrow();
  expect(getSideChannel().has('text')).toBe(false);
});

test('qs stringifies and parses through it as through the package, cycles refused', () => {
  const params = { page: 2, tags: ['a', 'b'], filter: { name: 'x y', empty: '' } };
  const query = qs.stringify(params);
  expect(query).toBe(
    'page=2&tags%5B0%5D=a&tags%5B1%5D=b&filter%5Bname%5D=x%20y&filter%5Bempty%5D=',
  );
  expect(qs.parse(query)).toEqual({
    page: '2',
    tags: ['a', 'b'],
    filter: { name: 'x y', empty: '' },
  });
  const cyclic: Record<string, unknown> = { a: 1 };
  cyclic.self = cyclic;
  expect(() => qs.stringify(cyclic)).toThrow(RangeError);
  expect(qs.parse('a[]=1&a[]=2', { arrayLimit: 1 })).toEqual({ a: { 0: '1', 1: '2' } });
});
