/**
 * What a template can use: every variable and every filter, with an example rendered against the
 * sample table (`user_account`, see the template editor's preview) and the settings below. The
 * guide page and the template editor show this; a test renders every example with the engine.
 */

export interface TemplateReferenceEntry {
  /** `table.className`, or a filter name. */
  name: string;
  /** Value type: string, number, boolean, list of ..., object, or `input → output` for filters. */
  type: string;
  description: string;
  /** A Liquid snippet (rendered in a file of scope `table`). */
  example: string;
  /** What `example` renders to. */
  output: string;
}

export interface TemplateReferenceSection {
  key: 'table' | 'field' | 'tables' | 'settings' | 'group';
  title: string;
  description: string;
  entries: TemplateReferenceEntry[];
}

/** The settings the examples are rendered with. */
export const REFERENCE_SETTINGS = {
  basePackage: 'com.example.demo',
  moduleName: 'system',
  author: 'Jane Doe',
  date: '2024-05-06',
  tablePrefixes: [] as string[],
  skipFields: [] as string[],
  options: { lombok: true } as Record<string, boolean | string>,
};

const f = (expr: string) => `{% assign f = table.fields[1] %}{{ ${expr} }}`;

export const templateVariables: TemplateReferenceSection[] = [
  {
    key: 'table',
    title: 'table',
    description:
      'The table being rendered (files of scope "table" render once per table). Files of scope "all" have no table: loop over tables.',
    entries: [
      {
        name: 'table.tableName',
        type: 'string',
        description: 'The table name as written.',
        example: '{{ table.tableName }}',
        output: 'user_account',
      },
      {
        name: 'table.className',
        type: 'string',
        description:
          'Class name (PascalCase); table prefixes from the settings are removed unless you renamed the class.',
        example: '{{ table.className }}',
        output: 'UserAccount',
      },
      {
        name: 'table.comment',
        type: 'string',
        description: 'The table comment (may be empty).',
        example: '{{ table.comment }}',
        output: 'User account',
      },
      {
        name: 'table.label',
        type: 'string',
        description: 'The comment, or the class name in words when there is none.',
        example: '{{ table.label }}',
        output: 'User account',
      },
      {
        name: 'table.variableName',
        type: 'string',
        description: 'The class name in camelCase, for variables.',
        example: '{{ table.variableName }}',
        output: 'userAccount',
      },
      {
        name: 'table.urlPath',
        type: 'string',
        description: 'Plural kebab-case name for REST paths.',
        example: '/api/{{ table.urlPath }}',
        output: '/api/user-accounts',
      },
      {
        name: 'table.names',
        type: 'object',
        description:
          'The class name in every case: camel, pascal, snake, kebab, upperSnake, plural (camel), pluralPascal, pluralSnake.',
        example:
          '{{ table.names.snake }} {{ table.names.upperSnake }} {{ table.names.plural }} {{ table.names.pluralPascal }}',
        output: 'user_account USER_ACCOUNT userAccounts UserAccounts',
      },
      {
        name: 'table.fields',
        type: 'list of field',
        description: 'The fields, without the columns listed in the "skip fields" setting.',
        example: '{% for f in table.fields limit: 3 %}{{ f.propertyName }} {% endfor %}',
        output: 'id userName email ',
      },
      {
        name: 'table.allFields',
        type: 'list of field',
        description: 'Every field, skipped ones included.',
        example: '{{ table.allFields | size }}',
        output: '10',
      },
      {
        name: 'table.primaryKey',
        type: 'field or nil',
        description: 'The first primary-key field; test it with {% if table.primaryKey %}.',
        example:
          '{% if table.primaryKey %}{{ table.primaryKey.javaType }} {{ table.primaryKey.propertyName }}{% endif %}',
        output: 'Long id',
      },
      {
        name: 'table.primaryKeys',
        type: 'list of field',
        description: 'Every primary-key field (composite keys).',
        example: '{{ table.primaryKeys | map: "columnName" | join: ", " }}',
        output: 'id',
      },
      {
        name: 'table.hasPrimaryKey',
        type: 'boolean',
        description: 'Whether the table has a primary key.',
        example: '{{ table.hasPrimaryKey }}',
        output: 'true',
      },
      {
        name: 'table.javaImports',
        type: 'list of string',
        description: 'Sorted imports the fields’ Java types need (never java.lang).',
        example: '{% for i in table.javaImports %}import {{ i }};\n{% endfor %}',
        output:
          'import java.math.BigDecimal;\nimport java.time.LocalDate;\nimport java.time.LocalDateTime;\n',
      },
      {
        name: 'table.javaLang',
        type: 'list of string',
        description:
          'The class name when it is a java.lang type (table strings → String), else empty: for files that import only this class, give it to java_lang.',
        example: '{{ table.javaLang | size }}',
        output: '0',
      },
      {
        name: 'table.refClasses',
        type: 'list of string',
        description:
          'The generated classes this table’s object and list fields name (itself included), sorted: for imports from the entity package.',
        example: '{{ table.refClasses | size }}',
        output: '0',
      },
      {
        name: 'table.hasStructured',
        type: 'boolean',
        description:
          'Whether some field is an object, list or map (stored as JSON; MyBatis-Plus adds autoResultMap).',
        example: '{{ table.hasStructured }}',
        output: 'false',
      },
      {
        name: 'table.embedded',
        type: 'boolean',
        description:
          'Whether another table’s object or list field holds this table (a nested JSON object): a part of that document.',
        example: '{{ table.embedded }}',
        output: 'false',
      },
    ],
  },
  {
    key: 'field',
    title: 'field (each of table.fields)',
    description:
      'One column. The examples use the second field of the sample table, user_name varchar(64) NOT NULL UNIQUE.',
    entries: [
      {
        name: 'field.columnName',
        type: 'string',
        description: 'Column name as written.',
        example: f('f.columnName'),
        output: 'user_name',
      },
      {
        name: 'field.propertyName',
        type: 'string',
        description: 'Property name (camelCase, safe as an identifier).',
        example: f('f.propertyName'),
        output: 'userName',
      },
      {
        name: 'field.sqlType',
        type: 'string',
        description: 'SQL type without size.',
        example: f('f.sqlType'),
        output: 'varchar',
      },
      {
        name: 'field.length',
        type: 'number or nil',
        description: 'Length of character and binary types.',
        example: f('f.length'),
        output: '64',
      },
      {
        name: 'field.precision',
        type: 'number or nil',
        description: 'Precision of decimal types.',
        example: '{{ table.fields[4].precision }},{{ table.fields[4].scale }}',
        output: '12,2',
      },
      {
        name: 'field.scale',
        type: 'number or nil',
        description: 'Scale of decimal types.',
        example: '{{ table.fields[4].scale }}',
        output: '2',
      },
      {
        name: 'field.nullable',
        type: 'boolean',
        description: 'Whether the column accepts NULL.',
        example: f('f.nullable'),
        output: 'false',
      },
      {
        name: 'field.primaryKey',
        type: 'boolean',
        description: 'Part of the primary key.',
        example: '{{ table.fields[0].primaryKey }}',
        output: 'true',
      },
      {
        name: 'field.autoIncrement',
        type: 'boolean',
        description: 'Auto-increment / identity column.',
        example: '{{ table.fields[0].autoIncrement }}',
        output: 'true',
      },
      {
        name: 'field.unique',
        type: 'boolean',
        description: 'Has a unique constraint.',
        example: f('f.unique'),
        output: 'true',
      },
      {
        name: 'field.defaultValue',
        type: 'string or nil',
        description: 'Default value as written (quotes removed).',
        example: '{{ table.fields[8].defaultValue }}',
        output: 'CURRENT_TIMESTAMP',
      },
      {
        name: 'field.comment',
        type: 'string',
        description: 'Column comment.',
        example: f('f.comment'),
        output: 'User name',
      },
      {
        name: 'field.label',
        type: 'string',
        description: 'The comment, or the property name in words.',
        example: f('f.label'),
        output: 'User name',
      },
      {
        name: 'field.labelDoc',
        type: 'string',
        description:
          'The label made safe on one line of a Javadoc or block comment (label | java_doc), for patterns of format_each.',
        example: f('f.labelDoc'),
        output: 'User name',
      },
      {
        name: 'field.kind',
        type: 'string',
        description:
          'One of string, text, integer, long, decimal, float, boolean, date, datetime, time, binary, json, uuid, other.',
        example: '{{ table.allFields | map: "kind" | join: "," }}',
        output: 'long,string,string,integer,decimal,boolean,date,text,datetime,datetime',
      },
      {
        name: 'field.maxLength',
        type: 'number or nil',
        description: 'The length for string and text kinds, else nil.',
        example: f('f.maxLength'),
        output: '64',
      },
      {
        name: 'field.javaType',
        type: 'string',
        description:
          'Java type, after the options dateType ("date" → Date) and wrapperTypes (false → primitives for NOT NULL non-key fields).',
        example: '{{ table.fields[4].javaType }} {{ table.fields[8].javaType }}',
        output: 'BigDecimal LocalDateTime',
      },
      {
        name: 'field.javaTypeRef',
        type: 'string',
        description:
          'The Java type as code in the generation’s package writes it: java.lang.X when a table’s class hides X (see javaLang), else javaType. The same as javaType | java_lang: javaLang.',
        example: '{{ table.fields[1].javaTypeRef }}',
        output: 'String',
      },
      {
        name: 'field.tsType',
        type: 'string',
        description: 'TypeScript type.',
        example: '{{ table.fields[0].tsType }}',
        output: 'number',
      },
      {
        name: 'field.kotlinType',
        type: 'string',
        description: 'Kotlin type (String? when nullable).',
        example: '{{ table.fields[2].kotlinType }}',
        output: 'String?',
      },
      {
        name: 'field.goType',
        type: 'string',
        description: 'Go type (*string when nullable).',
        example: '{{ table.fields[2].goType }}',
        output: '*string',
      },
      {
        name: 'field.pythonType',
        type: 'string',
        description: 'Python type (Optional[str] when nullable).',
        example: '{{ table.fields[2].pythonType }}',
        output: 'Optional[str]',
      },
      {
        name: 'field.pythonSchemaType',
        type: 'string',
        description:
          'pythonType, but an object or list field names the other schema with {} for its suffix: list[Item{}] → replace: "{}", "Read".',
        example: '{{ table.fields[2].pythonSchemaType }}',
        output: 'Optional[str]',
      },
      {
        name: 'field.shape',
        type: 'string',
        description:
          'value, or object (another table’s class), list (List, Set, array) or map: the last three are stored as JSON (kind json).',
        example: f('f.shape'),
        output: 'value',
      },
      {
        name: 'field.structured',
        type: 'boolean',
        description: 'Whether shape is object, list or map.',
        example: f('f.structured'),
        output: 'false',
      },
      {
        name: 'field.refClasses',
        type: 'list of string',
        description: 'The generated classes the field’s type names (List<Item> → Item).',
        example: f('f.refClasses | size'),
        output: '0',
      },
      {
        name: 'field.csharpType',
        type: 'string',
        description: 'C# type (string? / int? when nullable).',
        example: '{{ table.fields[3].csharpType }}',
        output: 'int?',
      },
      {
        name: 'field.names',
        type: 'object',
        description: 'The property name in every case: camel, pascal, snake, kebab, upperSnake.',
        example: f('f.names.pascal') + ' {{ f.names.upperSnake }}',
        output: 'UserName USER_NAME',
      },
      {
        name: 'field.getter',
        type: 'string',
        description: 'Java getter name (isX only for a primitive boolean).',
        example: f('f.getter'),
        output: 'getUserName',
      },
      {
        name: 'field.setter',
        type: 'string',
        description: 'Java setter name.',
        example: f('f.setter'),
        output: 'setUserName',
      },
    ],
  },
  {
    key: 'tables',
    title: 'tables',
    description:
      'Every table of the generation, each like table; always present (files of scope "all" loop over it).',
    entries: [
      {
        name: 'tables',
        type: 'list of table',
        description: 'All tables, in input order.',
        example:
          '{% for t in tables %}{{ t.className }}{% unless forloop.last %}, {% endunless %}{% endfor %}',
        output: 'UserAccount',
      },
      {
        name: 'javaLang',
        type: 'list of string',
        description:
          'The java.lang type names (String, Integer, Long, Short, Byte, Boolean, Double, Float, Character, Object, Number) some table’s class is named like in this generation; such a class hides the java.lang type in its package: give this list to java_lang.',
        example: '{{ javaLang | size }}',
        output: '0',
      },
    ],
  },
  {
    key: 'settings',
    title: 'settings and options',
    description:
      'The generation settings. The examples use base package com.example.demo, module system, author Jane Doe, date 2024-05-06.',
    entries: [
      {
        name: 'settings.basePackage',
        type: 'string',
        description: 'Base package.',
        example: '{{ settings.basePackage }}',
        output: 'com.example.demo',
      },
      {
        name: 'settings.moduleName',
        type: 'string',
        description: 'Module (sub-package), may be empty.',
        example: '{{ settings.moduleName }}',
        output: 'system',
      },
      {
        name: 'settings.package',
        type: 'string',
        description: 'Base package plus the module when one is set.',
        example: 'package {{ settings.package }}.entity;',
        output: 'package com.example.demo.system.entity;',
      },
      {
        name: 'settings.packagePath',
        type: 'string',
        description: 'The package as a folder path.',
        example: 'src/main/java/{{ settings.packagePath }}',
        output: 'src/main/java/com/example/demo/system',
      },
      {
        name: 'settings.author',
        type: 'string',
        description: 'Author for file headers.',
        example: '@author {{ settings.author }}',
        output: '@author Jane Doe',
      },
      {
        name: 'settings.date',
        type: 'string',
        description: 'Generation date, YYYY-MM-DD (today, UTC, unless set).',
        example: '{{ settings.date }}',
        output: '2024-05-06',
      },
      {
        name: 'settings.year',
        type: 'number',
        description: 'Year of the date.',
        example: '© {{ settings.year }}',
        output: '© 2024',
      },
      {
        name: 'settings.tablePrefixes',
        type: 'list of string',
        description: 'Prefixes removed from table names for class names.',
        example: '{{ settings.tablePrefixes | size }}',
        output: '0',
      },
      {
        name: 'settings.skipFields',
        type: 'list of string',
        description: 'Columns left out of table.fields.',
        example: '{{ settings.skipFields | size }}',
        output: '0',
      },
      {
        name: 'options',
        type: 'object',
        description: 'The group’s options (over their declared defaults); also settings.options.',
        example: '{% if options.lombok %}@Data{% endif %}',
        output: '@Data',
      },
    ],
  },
  {
    key: 'group',
    title: 'group',
    description: 'The template group being rendered.',
    entries: [
      {
        name: 'group.name',
        type: 'string',
        description: 'Group name.',
        example: '{{ group.name }}',
        output: 'Reference',
      },
      {
        name: 'group.id',
        type: 'string',
        description: 'Group id (builtin:<key> for built-in groups).',
        example: '{{ group.id }}',
        output: 'reference',
      },
    ],
  },
];

/** The generator's own filters. */
export const templateFilters: TemplateReferenceEntry[] = [
  {
    name: 'camel',
    type: 'string → string',
    description: 'camelCase.',
    example: "{{ 'user_account' | camel }}",
    output: 'userAccount',
  },
  {
    name: 'pascal',
    type: 'string → string',
    description: 'PascalCase.',
    example: "{{ 'user_account' | pascal }}",
    output: 'UserAccount',
  },
  {
    name: 'snake',
    type: 'string → string',
    description: 'snake_case.',
    example: "{{ 'UserAccount' | snake }}",
    output: 'user_account',
  },
  {
    name: 'kebab',
    type: 'string → string',
    description: 'kebab-case.',
    example: "{{ 'UserAccount' | kebab }}",
    output: 'user-account',
  },
  {
    name: 'upper_snake',
    type: 'string → string',
    description: 'UPPER_SNAKE_CASE (constants).',
    example: "{{ 'userAccount' | upper_snake }}",
    output: 'USER_ACCOUNT',
  },
  {
    name: 'plural',
    type: 'string → string',
    description: 'Plural of the last word, case kept.',
    example: "{{ 'category' | plural }} {{ table.className | plural }}",
    output: 'categories UserAccounts',
  },
  {
    name: 'singular',
    type: 'string → string',
    description: 'Singular of the last word, case kept.',
    example: "{{ 'orderItems' | singular }}",
    output: 'orderItem',
  },
  {
    name: 'lower_first',
    type: 'string → string',
    description: 'First letter lower case.',
    example: '{{ table.className | lower_first }}',
    output: 'userAccount',
  },
  {
    name: 'upper_first',
    type: 'string → string',
    description: 'First letter upper case.',
    example: "{{ 'userName' | upper_first }}",
    output: 'UserName',
  },
  {
    name: 'java_type',
    type: 'field or SQL type → string',
    description: 'Java type of a field, or of an SQL type name.',
    example: "{{ table.primaryKey | java_type }} {{ 'decimal' | java_type }}",
    output: 'Long BigDecimal',
  },
  {
    name: 'ts_type',
    type: 'field or SQL type → string',
    description: 'TypeScript type.',
    example: '{{ table.fields[5] | ts_type }}',
    output: 'boolean',
  },
  {
    name: 'kotlin_type',
    type: 'field or SQL type → string',
    description: 'Kotlin type (nullable-aware).',
    example: '{{ table.fields[3] | kotlin_type }}',
    output: 'Int?',
  },
  {
    name: 'go_type',
    type: 'field or SQL type → string',
    description: 'Go type (pointer when nullable).',
    example: '{{ table.fields[9] | go_type }}',
    output: '*time.Time',
  },
  {
    name: 'python_type',
    type: 'field or SQL type → string',
    description: 'Python type (Optional when nullable).',
    example: '{{ table.fields[4] | python_type }}',
    output: 'Decimal',
  },
  {
    name: 'csharp_type',
    type: 'field or SQL type → string',
    description: 'C# type (? when nullable).',
    example: '{{ table.fields[6] | csharp_type }}',
    output: 'DateOnly?',
  },
  {
    name: 'sql_type',
    type: 'field → string',
    description:
      'Column type in a dialect: mysql (default), postgresql, oracle, sqlserver, sqlite.',
    example:
      '{{ table.fields[1] | sql_type: "oracle" }} {{ table.fields[1] | sql_type: "sqlserver" }} {{ table.fields[5] | sql_type: "postgresql" }}',
    output: 'VARCHAR2(64 CHAR) NVARCHAR(64) BOOLEAN',
  },
  {
    name: 'sql_ident',
    type: 'string → string',
    description: 'Quoted identifier for a dialect (Oracle names upper-cased).',
    example:
      '{{ table.tableName | sql_ident: "mysql" }} {{ table.tableName | sql_ident: "sqlserver" }}',
    output: '`user_account` [user_account]',
  },
  {
    name: 'sql_default',
    type: 'field → string',
    description:
      'The DEFAULT value in a dialect, or empty when the field has none (or it cannot be carried over).',
    example:
      '{{ table.fields[5] | sql_default: "postgresql" }} {{ table.fields[8] | sql_default: "sqlserver" }}',
    output: 'TRUE CURRENT_TIMESTAMP',
  },
  {
    name: 'sql_auto_increment',
    type: 'field → string',
    description: 'The words that make a column auto-increment in a dialect, or empty.',
    example: '{{ table.primaryKey | sql_auto_increment: "postgresql" }}',
    output: 'GENERATED BY DEFAULT AS IDENTITY',
  },
  {
    name: 'sql_column',
    type: 'field → string',
    description: 'A whole column definition: quoted name, type, identity, NOT NULL, DEFAULT.',
    example: '{{ table.fields[4] | sql_column: "mysql" }}',
    output: '`balance` DECIMAL(12,2) NOT NULL DEFAULT 0.00',
  },
  {
    name: 'sql_tables',
    type: 'tables → list of table plans',
    description:
      'The tables planned for a dialect under its engine’s rules (name limits, one auto-increment column, MySQL key prefixes …): each has name, ident, comment, columns (name, ident, type, definition, comment …), constraints, tableOptions, after (comment statements) and lost (what the dialect could not keep).',
    example:
      '{{ tables | sql_tables: "sqlite" | map: "columns" | first | map: "definition" | first }}',
    output: '"id" INTEGER PRIMARY KEY AUTOINCREMENT NOT NULL',
  },
  {
    name: 'java_string',
    type: 'string → string',
    description: 'Escaped for a Java, TypeScript or C# string literal (no quotes added).',
    example: '"{{ \'Say "hi"\' | java_string }}"',
    output: '"Say \\"hi\\""',
  },
  {
    name: 'format_each',
    type: 'list, string → list of string',
    description:
      'Each element written through a pattern: {key} is the element’s property key, {} the element itself. With join, one step instead of a for loop (faster on wide tables).',
    example:
      '{{ table.fields | slice: 0, 2 | format_each: "{propertyName}: {tsType}" | join: ", " }}',
    output: 'id: number, userName: string',
  },
  {
    name: 'java_doc',
    type: 'string → string',
    description:
      'Safe on one line of a Javadoc or block comment: line breaks become spaces; \\, */, /* and @ become &#92;, *&#47;, /&#42; and &#64;.',
    example: '/** {{ "Price */ in\\n@USD" | java_doc }} */',
    output: '/** Price *&#47; in &#64;USD */',
  },
  {
    name: 'java_lang',
    type: 'string, list → string',
    description:
      'The Java type, written java.lang.X when X is in the list (javaLang, or table.javaLang in files that import only this table’s class).',
    example:
      '{% assign hidden = "String" | split: "," %}{{ "String" | java_lang: hidden }} {{ table.fields[0].javaType | java_lang: javaLang }}',
    output: 'java.lang.String Long',
  },
  {
    name: 'json_sample',
    type: 'field → string',
    description: 'A sample JSON value for the field’s kind.',
    example:
      '{{ table.fields[0] | json_sample }} {{ table.fields[1] | json_sample }} {{ table.fields[5] | json_sample }} {{ table.fields[8] | json_sample }}',
    output: '1 "text" true "2024-01-01T00:00:00"',
  },
];

/** Liquid's standard filters, also available (https://liquidjs.com/filters/overview.html). */
export const standardFilters: { name: string; description: string }[] = [
  ['escape', 'HTML-escape'],
  ['xml_escape', 'XML-escape'],
  ['escape_once', 'HTML-escape without escaping entities again'],
  ['newline_to_br', 'newlines to <br />'],
  ['strip_html', 'remove HTML tags'],
  ['abs', 'absolute value'],
  ['at_least', 'at least a number'],
  ['at_most', 'at most a number'],
  ['ceil', 'round up'],
  ['divided_by', 'divide'],
  ['floor', 'round down'],
  ['minus', 'subtract'],
  ['plus', 'add'],
  ['modulo', 'remainder'],
  ['times', 'multiply'],
  ['round', 'round'],
  ['url_decode', 'URL-decode'],
  ['url_encode', 'URL-encode'],
  ['cgi_escape', 'CGI-escape'],
  ['uri_escape', 'URI-escape'],
  ['slugify', 'URL slug'],
  ['join', 'join a list with a separator'],
  ['last', 'last item'],
  ['first', 'first item'],
  ['reverse', 'reverse a list'],
  ['sort', 'sort a list'],
  ['sort_natural', 'sort case-insensitively'],
  ['size', 'length of a list or string'],
  ['map', 'a property of every item'],
  ['sum', 'sum of a list'],
  ['compact', 'drop nil items'],
  ['concat', 'join two lists'],
  ['push', 'append an item'],
  ['unshift', 'prepend an item'],
  ['pop', 'drop the last item'],
  ['shift', 'drop the first item'],
  ['slice', 'part of a list or string'],
  ['where', 'items whose property equals a value'],
  ['reject', 'items whose property does not equal a value'],
  ['where_exp', 'items matching an expression'],
  ['reject_exp', 'items not matching an expression'],
  ['group_by', 'group items by a property'],
  ['group_by_exp', 'group items by an expression'],
  ['has', 'whether an item has a property value'],
  ['has_exp', 'whether an item matches an expression'],
  ['find_index', 'index of the first item with a property value'],
  ['find_index_exp', 'index of the first item matching an expression'],
  ['find', 'first item with a property value'],
  ['find_exp', 'first item matching an expression'],
  ['uniq', 'drop duplicates'],
  ['sample', 'random item (makes output differ between runs)'],
  ['date', 'format a date (strftime)'],
  ['date_to_xmlschema', 'ISO 8601 date'],
  ['date_to_rfc822', 'RFC 822 date'],
  ['date_to_string', 'short date'],
  ['date_to_long_string', 'long date'],
  ['append', 'append text'],
  ['prepend', 'prepend text'],
  ['lstrip', 'trim the start'],
  ['downcase', 'lower case'],
  ['upcase', 'upper case'],
  ['remove', 'remove every occurrence'],
  ['remove_first', 'remove the first occurrence'],
  ['remove_last', 'remove the last occurrence'],
  ['rstrip', 'trim the end'],
  ['split', 'split text into a list'],
  ['strip', 'trim both ends'],
  ['strip_newlines', 'remove newlines'],
  ['squish', 'trim and collapse whitespace'],
  ['capitalize', 'first letter upper case, the rest lower'],
  ['replace', 'replace every occurrence'],
  ['replace_first', 'replace the first occurrence'],
  ['replace_last', 'replace the last occurrence'],
  ['truncate', 'shorten text'],
  ['truncatewords', 'shorten to a number of words'],
  ['normalize_whitespace', 'collapse whitespace'],
  ['number_of_words', 'count words'],
  ['array_to_sentence_string', 'a, b and c'],
  ['base64_encode', 'Base64-encode'],
  ['base64_decode', 'Base64-decode'],
  ['sha256', 'SHA-256 hex digest'],
  ['hmac_sha256', 'HMAC-SHA-256 hex digest'],
  ['default', 'a fallback for nil, false or empty'],
  ['raw', 'output unescaped'],
  ['jsonify', 'JSON text'],
  ['to_integer', 'convert to an integer'],
  ['json', 'JSON text (optional indent)'],
  ['inspect', 'JSON text, circular references allowed'],
].map(([name, description]) => ({ name, description }));
