import { checkText } from './index';

describe('checkText', () => {
  it('checks the tables of a parsed text', () => {
    const problems = checkText('CREATE TABLE `order` (id INT, price DOUBLE);', {
      dialect: 'mysql',
    });
    const found = problems.map((p) => p.code);
    expect(found).toEqual(
      expect.arrayContaining(['reserved-word', 'no-primary-key', 'float-for-money']),
    );
  });

  it('turns parse diagnostics into parse-error problems with positions', () => {
    const problems = checkText('{"a": 1,\n  "b": }', { inputType: 'json' });
    const error = problems.find((p) => p.code === 'parse-error');
    expect(error).toMatchObject({ severity: 'error', line: 2 });
    expect(error?.column).toBeGreaterThan(0);
  });
});
