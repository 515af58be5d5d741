import { parseTypeText } from './sqlTypeText';

describe('parseTypeText', () => {
  it('splits length, precision and scale', () => {
    expect(parseTypeText('varchar(64)')).toEqual({
      sqlType: 'varchar',
      length: 64,
      precision: null,
      scale: null,
    });
    expect(parseTypeText('DECIMAL(10, 2)')).toEqual({
      sqlType: 'decimal',
      length: null,
      precision: 10,
      scale: 2,
    });
    expect(parseTypeText('bigint(20)')).toMatchObject({ sqlType: 'bigint', length: 20 });
    expect(parseTypeText('numeric(8)')).toMatchObject({
      sqlType: 'numeric',
      precision: 8,
      length: null,
    });
  });
  it('keeps unsigned and multi-word types', () => {
    expect(parseTypeText('int unsigned')).toMatchObject({ sqlType: 'int', unsigned: true });
    expect(parseTypeText('int(10) unsigned zerofill')).toMatchObject({
      sqlType: 'int',
      length: 10,
      unsigned: true,
    });
    expect(parseTypeText('timestamp with time zone')).toMatchObject({
      sqlType: 'timestamp with time zone',
    });
  });
  it('maps Java types and keeps them', () => {
    expect(parseTypeText('String')).toMatchObject({
      sqlType: 'varchar',
      length: 255,
      javaType: 'String',
    });
    expect(parseTypeText('Long')).toMatchObject({ sqlType: 'bigint', javaType: 'Long' });
    expect(parseTypeText('LocalDateTime')).toMatchObject({
      sqlType: 'datetime',
      javaType: 'LocalDateTime',
    });
    expect(parseTypeText('date')).toEqual({
      sqlType: 'date',
      length: null,
      precision: null,
      scale: null,
    });
  });
  it('rejects what is not a type', () => {
    expect(parseTypeText('')).toBeNull();
    expect(parseTypeText('用户 名')).toBeNull();
    expect(parseTypeText('varchar(')).toBeNull();
  });
});

describe('API doc types', () => {
  // smart-doc, Knife4j/Swagger and hand-written API docs type fields with OpenAPI names and
  // formats, which must come out as the Java types those docs describe.
  it.each([
    ['int32', 'int'],
    ['int64', 'bigint'],
    ['long', 'bigint'],
    ['integer(int64)', 'bigint'],
    ['integer(int32)', 'int'],
    ['number(double)', 'double'],
    ['number(float)', 'float'],
    ['double', 'double'],
    ['string(date-time)', 'datetime'],
    ['string(date)', 'date'],
  ])('%s is %s', (text, sqlType) => {
    expect(parseTypeText(text)).toMatchObject({ sqlType });
  });

  it('reads lists and objects as JSON values of Java collections', () => {
    expect(parseTypeText('List<Long>')).toMatchObject({
      sqlType: 'json',
      array: true,
      javaType: 'List<Long>',
      tsType: 'number[]',
    });
    expect(parseTypeText('list<string>')).toMatchObject({
      javaType: 'List<String>',
      tsType: 'string[]',
    });
    expect(parseTypeText('array')).toMatchObject({
      sqlType: 'json',
      array: true,
      javaType: 'List<Object>',
      tsType: 'unknown[]',
    });
    expect(parseTypeText('List<SecurityDTO>')).toMatchObject({
      sqlType: 'json',
      javaType: 'List<Object>',
    });
    expect(parseTypeText('object')).toMatchObject({
      sqlType: 'json',
      javaType: 'Object',
      tsType: 'unknown',
    });
  });

  it('leaves class names and SQL types as they were', () => {
    expect(parseTypeText('SecurityDTO')).toMatchObject({ sqlType: 'securitydto' });
    expect(parseTypeText('number(10)')).toMatchObject({ sqlType: 'number', precision: 10 });
    expect(parseTypeText('integer')).toMatchObject({ sqlType: 'integer' });
  });
});
