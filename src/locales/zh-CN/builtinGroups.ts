/** One built-in group's texts in another language. */
export interface BuiltinGroupTexts {
  description: string;
  options: Record<
    string,
    { label: string; description?: string; choices?: Record<string, string> }
  >;
}

/**
 * Chinese texts of the built-in template groups (bff/templates/<key>/group.json), by group key:
 * the description and each option's label, hint and choice labels. Names stay as written: they
 * are product names. A test checks every built-in group and option has its texts here.
 */
const builtinGroups: Record<string, BuiltinGroupTexts> = {
  'csharp-ef-core': {
    description:
      '每张表一个带数据注解（Table、Key、Column、MaxLength、Precision、Comment）的实体类，外加一个为每张表提供 DbSet 的 DbContext（EF Core 8，可空引用类型）。',
    options: { contextName: { label: 'DbContext 类名' } },
  },
  'docs-json-markdown': {
    description:
      '每张表一个 JSON 示例对象（每个字段按其类别给出一个值）和一张列出各列（类型、可空、主键、默认值、注释）的 Markdown 表格。',
    options: {},
  },
  'go-gorm': {
    description: '每张表一个 Go 结构体，位于 model 包中，带 gorm 和 json 标签及 TableName 方法。',
    options: {},
  },
  'java-pojo': {
    description:
      '每张表一个普通 Java 类：getter、setter、equals、hashCode 和 toString；或 Lombok @Data 类；或 Java record。',
    options: {
      style: {
        label: '风格',
        choices: {
          pojo: 'POJO（getter、setter、equals、hashCode、toString）',
          lombok: 'Lombok @Data',
          record: 'Java record（16+）',
        },
      },
      dateType: { label: '日期类型' },
      wrapperTypes: {
        label: '包装类型',
        description: 'Integer、Long、Boolean ……；关闭时 NOT NULL 列使用基本类型',
      },
    },
  },
  'kotlin-data-class': {
    description: '每张表一个 Kotlin data class；可空列对应默认为 null 的可空属性。',
    options: {
      mutable: {
        label: '可变属性（var）',
        description: '用 var 代替 val，例如供需要设置属性的框架使用',
      },
    },
  },
  'python-sqlalchemy-pydantic': {
    description:
      '每张表的 SQLAlchemy 2.0 声明式模型（Mapped / mapped_column）和 Pydantic v2 模式（Create、Update、Read；JSON 使用 camelCase）。',
    options: {},
  },
  'spring-boot-mybatis-plus': {
    description:
      '每张表的实体、Mapper、Mapper XML、Service、Service 实现、REST 控制器（springdoc、jakarta validation）、DTO、VO 和分页 Query，适用于 Spring Boot 3 与 MyBatis-Plus 3.5。',
    options: {
      lombok: { label: 'Lombok', description: '用 @Data 代替 getter 和 setter' },
      dateType: { label: '日期类型' },
      wrapperTypes: {
        label: '包装类型',
        description: 'Integer、Long、Boolean ……；关闭时 NOT NULL 列使用基本类型',
      },
      springdoc: {
        label: 'springdoc（OpenAPI 3）',
        description: '@Tag、@Operation 和 @Schema 注解',
      },
      validation: {
        label: '参数校验',
        description: 'DTO 和 Query 上的 jakarta.validation 约束，控制器中的 @Valid',
      },
      dialect: {
        label: 'SQL 方言（Mapper XML）',
        description: 'Mapper XML 中需要引用的列名如何加引号',
      },
    },
  },
  'spring-boot-mybatis': {
    description:
      '每张表的实体、@Mapper 接口及其 XML（selectById、selectList、返回生成主键的 insert、动态 update、deleteById）、Service 和 REST 控制器，适用于 Spring Boot 3 与 MyBatis 3。',
    options: {
      lombok: { label: 'Lombok', description: '用 @Data 代替 getter 和 setter' },
      dateType: { label: '日期类型' },
      wrapperTypes: {
        label: '包装类型',
        description: 'Integer、Long、Boolean ……；关闭时 NOT NULL 列使用基本类型',
      },
      springdoc: {
        label: 'springdoc（OpenAPI 3）',
        description: '@Tag、@Operation 和 @Schema 注解',
      },
      validation: {
        label: '参数校验',
        description: '实体上的 jakarta.validation 约束，控制器中的 @Valid',
      },
      dialect: {
        label: 'SQL 方言（Mapper XML）',
        description: 'Mapper XML 中需要引用的列名如何加引号',
      },
    },
  },
  'spring-data-jpa': {
    description:
      '每张表的 JPA 实体（@Entity、@Table、@Id、@GeneratedValue、@Column；复合主键使用 @IdClass）、JpaRepository、Service 和 REST 控制器，适用于 Spring Boot 3 与 Hibernate 6。',
    options: {
      lombok: { label: 'Lombok', description: '用 @Getter 和 @Setter 代替手写访问器' },
      dateType: { label: '日期类型' },
      wrapperTypes: {
        label: '包装类型',
        description: 'Integer、Long、Boolean ……；关闭时 NOT NULL 列使用基本类型',
      },
      springdoc: {
        label: 'springdoc（OpenAPI 3）',
        description: '@Tag、@Operation 和 @Schema 注解',
      },
      validation: {
        label: '参数校验',
        description: '实体上的 jakarta.validation 约束，控制器中的 @Valid',
      },
    },
  },
  'sql-ddl': {
    description:
      '以所选方言为每张表生成 CREATE TABLE：转换类型、主键、NOT NULL、默认值、自增和注释（MySQL COMMENT、COMMENT ON、MS_Description、SQLite 的 -- 注释）。',
    options: { dialect: { label: '方言' } },
  },
  'typescript-react-antd': {
    description:
      '每张表的 TypeScript 类型、基于 fetch 的服务和 React + antd 5 增删改查页面（搜索、分页、新建、编辑、删除）。',
    options: { apiPrefix: { label: 'API 路径前缀' } },
  },
  'vue3-element-plus': {
    description:
      '每张表的 TypeScript 类型、基于 fetch 的 API 模块和使用 Element Plus（el-table、el-form、el-dialog、el-pagination）的 Vue 3 <script setup lang="ts"> 增删改查页面。',
    options: { apiPrefix: { label: 'API 路径前缀' } },
  },
};

export default builtinGroups;
