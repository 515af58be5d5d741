import { jsonErrorOffset } from './jsonError';

describe('jsonErrorOffset', () => {
  it('accepts valid JSON', () => {
    for (const ok of [
      '{}',
      '[]',
      ' {"a": [1, -2.5e3, true, null, "x\\u00e9\\n"], "b": {}} ',
      '"s"',
      '0',
    ]) {
      expect(jsonErrorOffset(ok)).toBe(-1);
    }
  });
  it('points at the first error', () => {
    expect(jsonErrorOffset('{"a": }')).toBe(6);
    expect(jsonErrorOffset('{"a": 1,}')).toBe(8);
    expect(jsonErrorOffset('[1 2]')).toBe(3);
    expect(jsonErrorOffset('{a: 1}')).toBe(1);
    expect(jsonErrorOffset('{"a" 1}')).toBe(5);
    expect(jsonErrorOffset('"abc')).toBe(4);
    expect(jsonErrorOffset('{"a": "\\x"}')).toBe(7);
    expect(jsonErrorOffset('[1]]')).toBe(3);
    expect(jsonErrorOffset('[[[')).toBe(3);
  });
});
