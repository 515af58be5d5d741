import type { Field, Table } from '../../../../src/contract/text';
import { makeField } from '../field';
import { buildContext, buildFieldContext, buildTableContext, javaImportsFor } from './context';
import { resolveSettings, sampleTables } from './settings';

const group = { id: 'g1', name: 'Group', options: [] };

function field(partial: Partial<Field> & Pick<Field, 'columnName' | 'sqlType'>): Field {
  return makeField(partial.columnName, {
    propertyName: partial.columnName,
    javaType: 'String',
    tsType: 'string',
    ...partial,
  });
}

describe('table context', () => {
  const settings = resolveSettings(group, { date: '2024-05-06' });
  const table = buildTableContext(sampleTables()[0], settings);

  it('carries every name form, the URL path and the label', () => {
    expect(table.className).toBe('UserAccount');
    expect(table.variableName).toBe('userAccount');
    expect(table.urlPath).toBe('user-accounts');
    expect(table.names).toEqual({
      camel: 'userAccount',
      pascal: 'UserAccount',
      snake: 'user_account',
      kebab: 'user-account',
      upperSnake: 'USER_ACCOUNT',
      plural: 'userAccounts',
      pluralPascal: 'UserAccounts',
      pluralSnake: 'user_accounts',
    });
    expect(table.label).toBe('User account');
  });

  it('keeps the variable name an identifier for tables named with a leading digit or a keyword', () => {
    const base = sampleTables()[0];
    const digit = buildTableContext(
      { ...base, tableName: '2fa_token', className: '_2faToken' },
      settings,
    );
    expect(digit.variableName).toMatch(/^[A-Za-z_$][\w$]*$/);
    const keyword = buildTableContext(
      { ...base, tableName: 'class', className: 'Class' },
      settings,
    );
    expect(keyword.variableName).toBe('clazz');
  });

  it('names the primary key and the Java imports the fields need (never java.lang)', () => {
    expect(table.primaryKey?.columnName).toBe('id');
    expect(table.primaryKeys.map((f) => f.columnName)).toEqual(['id']);
    expect(table.hasPrimaryKey).toBe(true);
    expect(table.javaImports).toEqual([
      'java.math.BigDecimal',
      'java.time.LocalDate',
      'java.time.LocalDateTime',
    ]);
  });

  it('leaves skipped fields out of fields (case-insensitive) but keeps them in allFields', () => {
    const t = buildTableContext(
      sampleTables()[0],
      resolveSettings(group, { skipFields: ['CREATED_AT', 'updated_at', 'birthday'] }),
    );
    expect(t.fields.map((f) => f.columnName)).not.toContain('created_at');
    expect(t.allFields).toHaveLength(10);
    expect(t.fields).toHaveLength(7);
    expect(t.javaImports).toEqual(['java.math.BigDecimal']);
  });

  it('strips table prefixes unless the user renamed the class', () => {
    const base: Table = {
      tableName: 't_order_items',
      className: 'OrderItem',
      comment: '',
      fields: [],
    };
    const withPrefix = { ...base, className: 'TOrderItem' };
    const s = resolveSettings(group, { tablePrefixes: ['t_'] });
    expect(buildTableContext(withPrefix, s).className).toBe('OrderItem');
    expect(buildTableContext(withPrefix, s).urlPath).toBe('order-items');
    expect(buildTableContext({ ...base, className: 'Purchase' }, s).className).toBe('Purchase');
    expect(buildTableContext(withPrefix, resolveSettings(group, {})).className).toBe('TOrderItem');
  });

  it('has no primary key when no field is one', () => {
    const t = buildTableContext(
      { tableName: 'log', className: 'Log', comment: 'Log lines', fields: [] },
      settings,
    );
    expect(t.primaryKey).toBeNull();
    expect(t.hasPrimaryKey).toBe(false);
    expect(t.label).toBe('Log lines');
  });
});

describe('field context', () => {
  const fields = buildTableContext(sampleTables()[0], resolveSettings(group, {})).allFields;
  const byName = (name: string) => fields.find((f) => f.columnName === name)!;

  it('maps every language type, nullable-aware', () => {
    const email = byName('email');
    expect(email).toMatchObject({
      javaType: 'String',
      tsType: 'string',
      kotlinType: 'String?',
      goType: '*string',
      pythonType: 'Optional[str]',
      csharpType: 'string?',
      kind: 'string',
      maxLength: 128,
      getter: 'getEmail',
      setter: 'setEmail',
      label: 'Email address',
    });
    const id = byName('id');
    expect(id).toMatchObject({
      kotlinType: 'Long',
      goType: 'int64',
      pythonType: 'int',
      csharpType: 'long',
      kind: 'long',
      maxLength: null,
    });
  });

  it('gives each kind', () => {
    expect(fields.map((f) => [f.columnName, f.kind])).toEqual([
      ['id', 'long'],
      ['user_name', 'string'],
      ['email', 'string'],
      ['age', 'integer'],
      ['balance', 'decimal'],
      ['active', 'boolean'],
      ['birthday', 'date'],
      ['profile', 'text'],
      ['created_at', 'datetime'],
      ['updated_at', 'datetime'],
    ]);
    expect(buildFieldContext(field({ columnName: 'x', sqlType: 'jsonb' }), {}).kind).toBe('json');
    expect(buildFieldContext(field({ columnName: 'x', sqlType: 'uuid' }), {}).kind).toBe('uuid');
    expect(buildFieldContext(field({ columnName: 'x', sqlType: 'blob' }), {}).kind).toBe('binary');
    expect(buildFieldContext(field({ columnName: 'x', sqlType: 'time' }), {}).kind).toBe('time');
    expect(buildFieldContext(field({ columnName: 'x', sqlType: 'double' }), {}).kind).toBe('float');
    expect(
      buildFieldContext(field({ columnName: 'x', sqlType: '', javaType: 'Foo' }), {}).kind,
    ).toBe('other');
    expect(
      buildFieldContext(field({ columnName: 'x', sqlType: '', javaType: 'Long' }), {}).kind,
    ).toBe('long');
  });

  it('names forms, label and getter from the property name', () => {
    const f = byName('user_name');
    expect(f.names).toEqual({
      camel: 'userName',
      pascal: 'UserName',
      snake: 'user_name',
      kebab: 'user-name',
      upperSnake: 'USER_NAME',
    });
    expect(f.getter).toBe('getUserName');
    const noComment = buildFieldContext(
      field({ columnName: 'first_name', propertyName: 'firstName', sqlType: 'varchar' }),
      {},
    );
    expect(noComment.label).toBe('First name');
  });

  it('follows dateType and wrapperTypes options', () => {
    const options = { dateType: 'date', wrapperTypes: false };
    const ctx = buildTableContext(sampleTables()[0], resolveSettings(group, { options }));
    const types = Object.fromEntries(ctx.allFields.map((f) => [f.columnName, f.javaType]));
    expect(types).toMatchObject({
      id: 'Long', // primary keys keep the wrapper (null before insert)
      age: 'Integer', // nullable
      balance: 'BigDecimal',
      active: 'boolean',
      birthday: 'Date',
      created_at: 'Date',
    });
    expect(ctx.allFields.find((f) => f.columnName === 'active')!.getter).toBe('isActive');
    expect(ctx.javaImports).toEqual(['java.math.BigDecimal', 'java.util.Date']);
  });

  it('Java imports read generics and qualified names', () => {
    expect(
      javaImportsFor([
        'List<LocalDate>',
        'java.lang.String',
        'com.acme.Money',
        'Map<String, UUID>',
      ]),
    ).toEqual([
      'com.acme.Money',
      'java.time.LocalDate',
      'java.util.List',
      'java.util.Map',
      'java.util.UUID',
    ]);
  });
});

describe('shared context', () => {
  it('settings: package with module, path, date and year; options merged over group defaults', () => {
    const g = {
      ...group,
      options: [
        { key: 'lombok', label: 'Lombok', type: 'boolean' as const, default: true },
        { key: 'dateType', label: 'Date', type: 'select' as const, default: 'java.time' },
      ],
    };
    const ctx = buildContext(g, sampleTables(), {
      ...resolveSettings(
        { options: [] },
        { basePackage: 'org.acme', moduleName: 'sys', date: '2023-02-03' },
      ),
      options: { lombok: false },
    });
    expect(ctx.settings).toMatchObject({
      basePackage: 'org.acme',
      moduleName: 'sys',
      package: 'org.acme.sys',
      packagePath: 'org/acme/sys',
      date: '2023-02-03',
      year: 2023,
      options: { lombok: false, dateType: 'java.time' },
    });
    expect(ctx.options).toBe(ctx.settings.options);
    expect(ctx.group).toEqual({ id: 'g1', name: 'Group' });
    expect(ctx.tables).toHaveLength(1);
  });

  it('javaLang: the java.lang names table classes hide, once each; table.javaLang: its own', () => {
    const base = sampleTables()[0];
    const tables = ['String', 'Order', 'Integer', 'String', 'Strings'].map((className, i) => ({
      ...base,
      tableName: `t${i}`,
      className,
    }));
    const ctx = buildContext(group, tables, resolveSettings(group, { date: '2024-05-06' }));
    expect(ctx.javaLang).toEqual(['String', 'Integer']);
    expect(ctx.tables.map((t) => t.javaLang)).toEqual([
      ['String'],
      [],
      ['Integer'],
      ['String'],
      [],
    ]);
    expect(buildContext(group, [base], resolveSettings(group)).javaLang).toEqual([]);
  });

  it('resolveSettings fills contract defaults and today (UTC)', () => {
    const s = resolveSettings(group);
    expect(s.basePackage).toBe('com.example.demo');
    expect(s.date).toBe(new Date().toISOString().slice(0, 10));
    expect(() => resolveSettings(group, { basePackage: 'not a package' })).toThrow();
  });
});
