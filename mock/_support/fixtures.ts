import { makeField } from '../../bff/src/domain/field';
import type { Field, GeneratedFile, ParseResult, Table } from '../../src/contract/text';
import type { User } from '../../src/contract/user';
import { hoursAgo } from './http';

/** Umi loads every file under mock/ as a mock table; this helper module has none. */
export default {};

/**
 * The mocks act as one signed-in admin so every page, the admin ones included, is usable
 * without a BFF. Signed-out and forbidden behaviour is the BFF's to show.
 */
export const demoUser: User = {
  id: '1',
  email: 'ada@example.com',
  nickname: 'Ada',
  avatar: null,
  bio: 'Writes the templates.',
  role: 'admin',
  hasPassword: true,
  createdAt: hoursAgo(24 * 30),
};

export const demoToken = 'mock-session-token-ada';

type FieldSpec = [
  column: string,
  sqlType: string,
  javaType: string,
  tsType: string,
  comment: string,
];

const field = (
  [columnName, sqlType, javaType, tsType, comment]: FieldSpec,
  extra: Partial<Field> = {},
): Field => makeField(columnName, { sqlType, comment, javaType, tsType, ...extra });

/** What the parser makes of the sample DDL shown on the text tool page. */
export const sampleDdl = `CREATE TABLE user_account (
  id BIGINT NOT NULL AUTO_INCREMENT COMMENT 'primary key',
  email VARCHAR(254) NOT NULL COMMENT 'sign-in e-mail',
  nickname VARCHAR(32) COMMENT 'display name',
  balance DECIMAL(10,2) NOT NULL DEFAULT 0 COMMENT 'credits',
  created_at DATETIME NOT NULL DEFAULT CURRENT_TIMESTAMP COMMENT 'created',
  PRIMARY KEY (id),
  UNIQUE KEY uk_email (email)
) COMMENT='accounts';`;

export const sampleTable: Table = {
  tableName: 'user_account',
  className: 'UserAccount',
  comment: 'accounts',
  fields: [
    field(['id', 'bigint', 'Long', 'number', 'primary key'], {
      nullable: false,
      primaryKey: true,
      autoIncrement: true,
    }),
    field(['email', 'varchar', 'String', 'string', 'sign-in e-mail'], {
      length: 254,
      nullable: false,
      unique: true,
    }),
    field(['nickname', 'varchar', 'String', 'string', 'display name'], { length: 32 }),
    field(['balance', 'decimal', 'BigDecimal', 'number', 'credits'], {
      precision: 10,
      scale: 2,
      nullable: false,
      defaultValue: '0',
    }),
    field(['created_at', 'datetime', 'LocalDateTime', 'string', 'created'], {
      nullable: false,
      defaultValue: 'CURRENT_TIMESTAMP',
    }),
  ],
};

export const sampleParse: ParseResult = {
  inputType: 'sql',
  dialect: 'mysql',
  tables: [sampleTable],
  diagnostics: [],
};

function javaImports(table: Table): string[] {
  const imports = new Set<string>();
  for (const f of table.fields) {
    if (f.javaType === 'BigDecimal') imports.add('import java.math.BigDecimal;');
    if (f.javaType === 'LocalDateTime') imports.add('import java.time.LocalDateTime;');
    if (f.javaType === 'LocalDate') imports.add('import java.time.LocalDate;');
  }
  return [...imports].sort();
}

function entity(table: Table, pkg: string): string {
  const lines = [`package ${pkg}.entity;`, '', ...javaImports(table), ''];
  lines.push('/**', ` * ${table.comment || table.tableName}`, ' */');
  lines.push(`public class ${table.className} {`);
  for (const f of table.fields) {
    lines.push(
      '',
      `    /** ${f.comment || f.columnName} */`,
      `    private ${f.javaType} ${f.propertyName};`,
    );
  }
  for (const f of table.fields) {
    const cap = f.propertyName.charAt(0).toUpperCase() + f.propertyName.slice(1);
    lines.push(
      '',
      `    public ${f.javaType} get${cap}() {`,
      `        return ${f.propertyName};`,
      '    }',
      '',
      `    public void set${cap}(${f.javaType} ${f.propertyName}) {`,
      `        this.${f.propertyName} = ${f.propertyName};`,
      '    }',
    );
  }
  lines.push('}', '');
  return lines.join('\n');
}

function mapper(table: Table, pkg: string): string {
  return [
    `package ${pkg}.mapper;`,
    '',
    `import ${pkg}.entity.${table.className};`,
    'import org.apache.ibatis.annotations.Mapper;',
    'import com.baomidou.mybatisplus.core.mapper.BaseMapper;',
    '',
    `@Mapper`,
    `public interface ${table.className}Mapper extends BaseMapper<${table.className}> {`,
    '}',
    '',
  ].join('\n');
}

function controller(table: Table, pkg: string): string {
  const name = table.className;
  const route = table.tableName.replace(/_/g, '-');
  return [
    `package ${pkg}.controller;`,
    '',
    `import ${pkg}.entity.${name};`,
    `import ${pkg}.mapper.${name}Mapper;`,
    'import org.springframework.web.bind.annotation.*;',
    '',
    '@RestController',
    `@RequestMapping("/${route}")`,
    `public class ${name}Controller {`,
    `    private final ${name}Mapper mapper;`,
    '',
    `    public ${name}Controller(${name}Mapper mapper) {`,
    '        this.mapper = mapper;',
    '    }',
    '',
    '    @GetMapping("/{id}")',
    `    public ${name} get(@PathVariable Long id) {`,
    '        return mapper.selectById(id);',
    '    }',
    '}',
    '',
  ].join('\n');
}

/**
 * What the built-in "Spring Boot + MyBatis-Plus" group renders: an entity and a mapper per table,
 * plus a controller when `withApi` is set. Rendered from the request's tables so edits show up.
 */
export function renderJava(
  tables: Table[],
  pkg = 'com.example.demo',
  withApi = false,
): GeneratedFile[] {
  const dir = `src/main/java/${pkg.replace(/\./g, '/')}`;
  return tables.flatMap((table) => [
    {
      path: `${dir}/entity/${table.className}.java`,
      content: entity(table, pkg),
      language: 'java',
    },
    {
      path: `${dir}/mapper/${table.className}Mapper.java`,
      content: mapper(table, pkg),
      language: 'java',
    },
    ...(withApi
      ? [
          {
            path: `${dir}/controller/${table.className}Controller.java`,
            content: controller(table, pkg),
            language: 'java',
          },
        ]
      : []),
  ]);
}
