import { commaBounds, listBounds, matchParen } from './tokens';
import { tokenize } from './tokenizer';

describe('listBounds', () => {
  // It replaces `matchParen` then `commaBounds` over what the parenthesis closes: same answers.
  it.each([
    '(a int, b varchar(10), c numeric(10, 2), primary key (a, b))',
    '(a int, b int[], c text',
    '(a int, b text[3], c int) comment = "x"',
    '(a int, , b int,)',
    '((a), [b, c], d)',
    '(a int) extra (b, c)',
    '(a enum(1, 2], b int)',
    '()',
    '(',
  ])('cuts %s as matchParen and commaBounds do', (text) => {
    const sig = tokenize(text, 'postgresql');
    const close = matchParen(sig, 0);
    const expected = commaBounds(sig, 1, close < 0 ? sig.length : close);
    const out: number[] = [];
    expect(listBounds(sig, 0, sig.length, out)).toBe(close);
    expect(out).toEqual(expected);
  });

  it('stops at the end it is given', () => {
    const sig = tokenize('(a, b, c)', 'mysql');
    const out: number[] = [];
    expect(listBounds(sig, 0, 4, out)).toBe(-1);
    expect(out).toEqual(commaBounds(sig, 1, 4));
  });
});
