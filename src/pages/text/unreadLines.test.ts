import { unreadLines } from './unreadLines';

test('"Try AI" takes each line with a diagnostic once, in order, without blank ones', () => {
  const text = 'CREATE TABLE t (\n  id INT,\n  name ???\n\n  price money!!\n);';
  const at = (line: number) => ({ line, column: 1, message: 'cannot read' });
  expect(unreadLines(text, [at(5), at(3), at(3), at(4), at(9)])).toBe(
    '  name ???\n  price money!!',
  );
  expect(unreadLines('a\r\nb', [at(2)])).toBe('b');
});
