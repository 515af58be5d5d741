/**
 * Template samples of the guide, kept out of the locale files: Liquid braces are not message
 * syntax, and code reads the same in every language. Outputs are for the preview's sample table
 * `user_account` (class UserAccount) and the default settings (base package com.example.demo).
 */

/** The worker limits of bff/src/domain/generator/pool.ts, as users meet them. */
export const RENDER_TIMEOUT_S = 1.5;
export const RENDER_HEAP_MB = 64;

export const LIQUID_EXAMPLE = `{% comment %} output: {{ ... }}, logic: {% ... %} {% endcomment %}
public class {{ table.className }} {
{%- for field in table.fields %}
    {%- if field.primaryKey %}
    @Id
    {%- endif %}
    private {{ field.javaType }} {{ field.propertyName }};
{%- endfor %}
}`;

export const PATH_EXAMPLE = `src/main/java/{{ settings.packagePath }}/entity/{{ table.className }}.java`;
export const PATH_OUTPUT = `src/main/java/com/example/demo/entity/UserAccount.java`;

export const SCOPE_ALL_EXAMPLE = `{% comment %} README.md, scope: once for all tables {% endcomment %}
# Tables
{% for t in tables %}
- {{ t.className }} ({{ t.tableName }}): {{ t.label }}
{%- endfor %}`;

export const OPTIONS_EXAMPLE = `{% if options.lombok %}
import lombok.Data;

@Data
{% endif -%}
public class {{ table.className }} {
{%- unless options.lombok %}
    // getters and setters
{%- endunless %}
}`;

export const ERROR_EXAMPLE = `Template: {{ tabel.className }}
Error:    {{ table.className }}.java, line 1, column 1: undefined variable: tabel`;

export interface ExampleFile {
  path: string;
  scope: 'table' | 'all';
  content: string;
}

export const EXAMPLE_FILES: ExampleFile[] = [
  {
    path: 'src/main/java/{{ settings.packagePath }}/dto/{{ table.className }}Dto.java',
    scope: 'table',
    content: `package {{ settings.package }}.dto;
{% for imp in table.javaImports %}
import {{ imp }};
{%- endfor %}
{%- if options.lombok %}
import lombok.Data;
{%- endif %}

/** {{ table.label }} */
{%- if options.lombok %}
@Data
{%- endif %}
public class {{ table.className }}Dto {
{%- for field in table.fields %}
    /** {{ field.label }} */
    private {{ field.javaType }} {{ field.propertyName }};
{%- endfor %}
}`,
  },
  {
    path: 'DTOS.md',
    scope: 'all',
    content: `# DTOs
{% for t in tables %}
- {{ t.className }}Dto: {{ t.tableName }}, {{ t.fields.size }} fields
{%- endfor %}`,
  },
];

export const EXAMPLE_OUTPUT = `// src/main/java/com/example/demo/dto/UserAccountDto.java
package com.example.demo.dto;

import java.math.BigDecimal;
import java.time.LocalDate;
import java.time.LocalDateTime;
import lombok.Data;

/** User account */
@Data
public class UserAccountDto {
    /** ID */
    private Long id;
    /** User name */
    private String userName;
    /** Email address */
    private String email;
    // ... one field per column
}`;
