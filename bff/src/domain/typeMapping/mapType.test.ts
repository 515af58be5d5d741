import { rawField } from '../field';
import type { RawField } from '../parser/types';
import { mapJavaAndTs, mapType, parseSqlType } from './mapType';
import {
  COMMON_TYPE_ALIASES,
  DIALECT_TYPE_ALIASES,
  TARGET_LANGUAGES,
  TARGET_PROFILES,
  TYPE_KINDS,
} from './profiles';

const field = (sqlType: string, extra: Partial<RawField> = {}): RawField =>
  rawField('c', { sqlType, ...extra });

describe('mapType', () => {
  it('maps the edge cases peers get wrong', () => {
    expect(
      mapType(field('tinyint', { columnName: 'create_time', length: 4 }), 'mysql', 'java'),
    ).toBe('Integer');
    expect(
      mapType(field('tinyint', { columnName: 'delete_time', length: 1 }), 'mysql', 'java'),
    ).toBe('Boolean');
    expect(mapType(field('bit', { length: 1 }), 'mysql', 'java')).toBe('Boolean');
    expect(mapType(field('bit', { length: 8 }), 'mysql', 'java')).toBe('byte[]');
    expect(mapType(field('bit'), 'sqlserver', 'java')).toBe('Boolean');
    expect(mapType(field('year'), 'mysql', 'java')).toBe('Integer');
    expect(mapType(field('int', { unsigned: true }), 'mysql', 'java')).toBe('Long');
    expect(mapType(field('bigint', { unsigned: true }), 'mysql', 'java')).toBe('BigInteger');
    expect(mapType(field('decimal', { precision: 10, scale: 2 }), 'mysql', 'java')).toBe(
      'BigDecimal',
    );
    expect(mapType(field('json'), 'mysql', 'java')).toBe('String');
    expect(mapType(field('uuid'), 'postgresql', 'java')).toBe('UUID');
    expect(mapType(field('timestamptz'), 'postgresql', 'java')).toBe('OffsetDateTime');
    expect(mapType(field('timestamp with time zone'), 'postgresql', 'java')).toBe('OffsetDateTime');
    expect(mapType(field('datetimeoffset'), 'sqlserver', 'java')).toBe('OffsetDateTime');
  });

  it('maps a type spelled like a member of every JavaScript object as an unknown type', () => {
    for (const sqlType of ['constructor', '__proto__', 'toString', 'hasOwnProperty']) {
      for (const dialect of [undefined, 'mysql', 'postgresql'] as const) {
        expect(mapType(field(sqlType), dialect, 'java')).toBe('String');
        expect(mapType(field(sqlType), dialect, 'typescript')).toBe('string');
        expect(mapJavaAndTs(field(sqlType), dialect, [])).toEqual({
          javaType: 'String',
          tsType: 'string',
        });
      }
    }
  });

  it('maps the common types to Java', () => {
    const cases: [string, string, Partial<RawField>?][] = [
      ['bigint', 'Long'],
      ['int8', 'Long'],
      ['int4', 'Integer'],
      ['int2', 'Integer'],
      ['mediumint', 'Integer'],
      ['serial', 'Integer'],
      ['float8', 'Double'],
      ['double precision', 'Double'],
      ['varchar2', 'String'],
      ['nvarchar', 'String'],
      ['character varying', 'String'],
      ['longtext', 'String'],
      ['enum', 'String'],
      ['date', 'LocalDate'],
      ['time', 'LocalTime'],
      ['datetime', 'LocalDateTime'],
      ['datetime2', 'LocalDateTime'],
      ['smalldatetime', 'LocalDateTime'],
      ['timestamp without time zone', 'LocalDateTime'],
      ['blob', 'byte[]'],
      ['bytea', 'byte[]'],
      ['image', 'byte[]'],
      ['uniqueidentifier', 'UUID'],
      ['money', 'BigDecimal'],
      ['boolean', 'Boolean'],
      ['something_new', 'String'],
      ['', 'String'],
    ];
    for (const [type, java] of cases)
      expect([type, mapType(field(type), undefined, 'java')]).toEqual([type, java]);
  });

  it('maps Oracle NUMBER by precision and DATE with its time', () => {
    expect(mapType(field('number', { precision: 5, scale: 0 }), 'oracle', 'java')).toBe('Integer');
    expect(mapType(field('number', { precision: 12 }), 'oracle', 'java')).toBe('Long');
    expect(mapType(field('number', { precision: 30, scale: 0 }), 'oracle', 'java')).toBe(
      'BigDecimal',
    );
    expect(mapType(field('number', { precision: 10, scale: 2 }), 'oracle', 'java')).toBe(
      'BigDecimal',
    );
    expect(mapType(field('number'), 'oracle', 'java')).toBe('BigDecimal');
    expect(mapType(field('date'), 'oracle', 'java')).toBe('LocalDateTime');
    expect(mapType(field('raw', { length: 16 }), 'oracle', 'java')).toBe('byte[]');
  });

  it("maps MySQL's spatial subtypes as GEOMETRY, PostgreSQL's own point as text", () => {
    for (const type of ['geometry', 'point', 'linestring', 'polygon', 'multipolygon']) {
      expect(mapType(field(type), 'mysql', 'java')).toBe('byte[]');
    }
    expect(mapType(field('point'), 'postgresql', 'java')).toBe('String');
  });

  it('reads types written with sizes and modifiers', () => {
    expect(parseSqlType('INT(11) UNSIGNED ZEROFILL')).toEqual({
      base: 'int',
      args: [11],
      unsigned: true,
      array: false,
    });
    expect(mapType(field('tinyint(1)'), 'mysql', 'java')).toBe('Boolean');
    expect(mapType(field('TIMESTAMP(6) WITH TIME ZONE'), 'oracle', 'java')).toBe('OffsetDateTime');
    expect(mapType(field('text[]'), 'postgresql', 'java')).toBe('List<String>');
    expect(mapType(field('integer', { array: true }), 'postgresql', 'typescript')).toBe('number[]');
  });

  it('maps to TypeScript with dates as strings', () => {
    expect(mapType(field('datetime'), 'mysql', 'typescript')).toBe('string');
    expect(mapType(field('bigint'), 'mysql', 'typescript')).toBe('number');
    expect(mapType(field('tinyint', { length: 1 }), 'mysql', 'typescript')).toBe('boolean');
  });

  it('maps to the other languages', () => {
    expect(mapType(field('timestamptz'), 'postgresql', 'csharp')).toBe('DateTimeOffset');
    expect(mapType(field('bigint'), 'mysql', 'go')).toBe('int64');
    expect(mapType(field('decimal'), 'mysql', 'python')).toBe('Decimal');
    expect(mapType(field('blob'), 'mysql', 'kotlin')).toBe('ByteArray');
  });

  it('lets overrides win, matched case-insensitively with sizes', () => {
    const overrides = [
      { sqlType: 'TINYINT(1)', javaType: 'Byte' },
      { sqlType: 'datetime', javaType: 'Date', tsType: 'Date' },
      { sqlType: 'decimal', tsType: 'string' },
    ];
    expect(mapType(field('tinyint', { length: 1 }), 'mysql', 'java', overrides)).toBe('Byte');
    expect(mapType(field('tinyint', { length: 4 }), 'mysql', 'java', overrides)).toBe('Integer');
    expect(mapType(field('DATETIME'), 'mysql', 'java', overrides)).toBe('Date');
    expect(mapType(field('datetime'), 'mysql', 'typescript', overrides)).toBe('Date');
    expect(
      mapType(field('decimal', { precision: 10, scale: 2 }), 'mysql', 'typescript', overrides),
    ).toBe('string');
    expect(mapType(field('decimal', { precision: 10, scale: 2 }), 'mysql', 'java', overrides)).toBe(
      'BigDecimal',
    );
  });

  it('profiles cover every kind for every language', () => {
    for (const lang of TARGET_LANGUAGES)
      for (const kind of TYPE_KINDS) expect(TARGET_PROFILES[lang][kind]).toBeTruthy();
  });

  it('maps to Java and TypeScript at once as mapType does to each, in any order of dialects', () => {
    const types = [
      ...Object.keys(COMMON_TYPE_ALIASES),
      ...Object.values(DIALECT_TYPE_ALIASES).flatMap((aliases) => Object.keys(aliases)),
      'INT(11) UNSIGNED',
      'tinyint(1)',
      'bit(8)',
      'number(5,0)',
      'varchar2(20 byte)',
      'text[]',
      'something_new',
      '',
    ];
    const shapes: Partial<RawField>[] = [
      {},
      { unsigned: true },
      { array: true },
      { length: 1 },
      { length: 8 },
      { precision: 5, scale: 0 },
      { precision: 12 },
      { precision: 20, scale: 2 },
    ];
    // Fields of one dialect with different sizes share a type; then the next dialect, as parses do.
    const dialects = [undefined, 'mysql', 'sqlserver', 'oracle', 'sqlite', 'mysql'] as const;
    const overrideSets = [
      [],
      [
        { sqlType: 'int', javaType: 'Long' },
        { sqlType: 'date', tsType: 'Date' },
      ],
    ];
    for (const overrides of overrideSets)
      for (const dialect of dialects)
        for (const shape of shapes)
          for (const type of types) {
            const f = field(type, shape);
            expect([type, shape, dialect, mapJavaAndTs(f, dialect, overrides)]).toEqual([
              type,
              shape,
              dialect,
              {
                javaType: mapType(f, dialect, 'java', overrides),
                tsType: mapType(f, dialect, 'typescript', overrides),
              },
            ]);
          }
  });
});
