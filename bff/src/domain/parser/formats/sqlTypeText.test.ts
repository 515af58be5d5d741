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
