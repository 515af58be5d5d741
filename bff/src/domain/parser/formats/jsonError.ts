const LITERAL = /-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null/y;
const ESCAPES = '"\\/bfnrtu';
const HEX4 = /[0-9a-fA-F]{4}/y;

/**
 * Offset of the first JSON syntax error, or -1. V8's JSON.parse messages do not always give a
 * position ("Unexpected token '}'"), and users need the line and column to fix their paste.
 * Iterative, so deep nesting cannot exhaust the stack.
 */
export function jsonErrorOffset(s: string): number {
  let i = 0;
  const stack: string[] = [];
  let state: 'value' | 'firstValue' | 'key' | 'firstKey' | 'afterValue' = 'value';
  const ws = () => {
    while (i < s.length && (s[i] === ' ' || s[i] === '\t' || s[i] === '\n' || s[i] === '\r')) i++;
  };
  const str = (): boolean => {
    let j = i + 1;
    while (j < s.length) {
      const c = s[j];
      if (c === '"') {
        i = j + 1;
        return true;
      }
      if (c === '\\') {
        if (!ESCAPES.includes(s[j + 1] ?? '')) break;
        if (s[j + 1] === 'u') {
          HEX4.lastIndex = j + 2;
          if (!HEX4.test(s)) break;
          j += 6;
        } else j += 2;
      } else if (c.charCodeAt(0) < 0x20) break;
      else j++;
    }
    i = Math.min(j, s.length);
    return false;
  };
  for (;;) {
    ws();
    if (state === 'value' || state === 'firstValue') {
      const c = s[i];
      if (state === 'firstValue' && c === ']') {
        stack.pop();
        i++;
        state = 'afterValue';
      } else if (c === '{' || c === '[') {
        stack.push(c);
        i++;
        state = c === '{' ? 'firstKey' : 'firstValue';
      } else if (c === '"') {
        if (!str()) return i;
        state = 'afterValue';
      } else {
        LITERAL.lastIndex = i;
        if (!LITERAL.test(s)) return i;
        i = LITERAL.lastIndex;
        state = 'afterValue';
      }
    } else if (state === 'key' || state === 'firstKey') {
      if (state === 'firstKey' && s[i] === '}') {
        stack.pop();
        i++;
        state = 'afterValue';
        continue;
      }
      if (s[i] !== '"' || !str()) return i;
      ws();
      if (s[i] !== ':') return i;
      i++;
      state = 'value';
    } else {
      if (stack.length === 0) return i < s.length ? i : -1;
      const top = stack[stack.length - 1];
      if (s[i] === ',') {
        i++;
        state = top === '{' ? 'key' : 'value';
      } else if (s[i] === (top === '{' ? '}' : ']')) {
        stack.pop();
        i++;
      } else return i;
    }
  }
}
