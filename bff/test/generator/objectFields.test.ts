import type { GeneratedFile } from '../../../src/contract/text';
import {
  builtinGroupSpec,
  generate,
  loadBuiltinGroups,
  resolveSettings,
} from '../../src/domain/generator';
import { nestedInputs } from './corpusGroups';

/**
 * How each stack maps object and list fields (docs/generator.md, "Object and list fields"), for the
 * nested order document parsed as JSON, Java classes and TypeScript interfaces. That the output
 * compiles is checked by javaCompile, typescript and otherStacks; this pins what it says.
 */
const [json, java, ts] = nestedInputs();

function render(key: string, tables = json.tables, settings = {}): (suffix: string) => string {
  const group = builtinGroupSpec(key);
  if (!group) throw new Error(`${key} is missing`);
  const files = generate({
    group,
    tables,
    settings: resolveSettings(group, { date: '2024-01-02', author: 'Ada', ...settings }),
  });
  return (suffix: string) => {
    const file = files.find((f) => f.path.endsWith(suffix));
    if (!file) throw new Error(`No ${suffix} in ${files.map((f) => f.path).join(', ')}`);
    return file.content;
  };
}

describe('object and list fields per stack (nested JSON order document)', () => {
  it('MyBatis-Plus: JacksonTypeHandler on the field, autoResultMap on the table, typeHandler in the XML; DTO and VO import the entity classes', () => {
    const out = render('spring-boot-mybatis-plus');
    const entity = out('entity/Root.java');
    expect(entity).toContain('@TableName(value = "root", autoResultMap = true)');
    expect(entity).toContain(
      'import com.baomidou.mybatisplus.extension.handlers.JacksonTypeHandler;',
    );
    expect(entity).toMatch(
      /@TableField\(value = "items", typeHandler = JacksonTypeHandler\.class\)\s+private List<Item> items;/,
    );
    expect(entity).toMatch(/@TableField\("order_no"\)\s+private String orderNo;/);
    // A table without object fields keeps the short form
    expect(out('entity/Geo.java')).toContain('@TableName("geo")');
    expect(out('RootMapper.xml')).toContain(
      '<result column="customer" property="customer" typeHandler="com.baomidou.mybatisplus.extension.handlers.JacksonTypeHandler"/>',
    );
    for (const file of ['dto/RootDTO.java', 'vo/RootVO.java']) {
      const text = out(file);
      expect(text).toContain('import com.example.demo.entity.Customer;');
      expect(text).toContain('import com.example.demo.entity.Item;');
      // The `data` key's class Data is imported, so Lombok's @Data is written qualified
      expect(text).toContain('import com.example.demo.entity.Data;');
      expect(text).not.toContain('import lombok.Data;');
      expect(text).toContain('@lombok.Data');
    }
    // Query filters and the service's wrapper leave JSON columns out
    expect(out('query/RootQuery.java')).not.toContain('customer');
    expect(out('service/impl/RootServiceImpl.java')).not.toContain('"items"');
  });

  it('MyBatis: a JSON type handler, named in the result map and the insert and update parameters', () => {
    const out = render('spring-boot-mybatis');
    expect(out('handler/JsonTypeHandler.java')).toContain(
      'public class JsonTypeHandler<T> extends BaseTypeHandler<T>',
    );
    const xml = out('mapper/RootMapper.xml');
    expect(xml).toContain(
      '<result column="items" property="items" typeHandler="com.example.demo.handler.JsonTypeHandler"/>',
    );
    expect(xml).toContain('#{items, typeHandler=com.example.demo.handler.JsonTypeHandler}');
    expect(xml).toContain('#{orderNo}');
    expect(xml).not.toMatch(/<if test="items != null">AND/);
  });

  it('JPA: Hibernate JSON columns for object and list fields', () => {
    const entity = render('spring-data-jpa')('entity/Root.java');
    expect(entity).toContain('import org.hibernate.annotations.JdbcTypeCode;');
    expect(entity).toMatch(
      /@JdbcTypeCode\(SqlTypes\.JSON\)\s+@Column\(name = "customer", nullable = false\)\s+private Customer customer;/,
    );
    expect(entity).not.toMatch(/@JdbcTypeCode\(SqlTypes\.JSON\)\s+@Column\(name = "order_no"/);
  });

  it('Java POJO and Kotlin: fields typed by the other classes', () => {
    expect(render('java-pojo')('model/Root.java')).toContain('private List<Item> items;');
    const kotlin = render('kotlin-data-class')('model/Root.kt');
    expect(kotlin).toContain('val customer: Customer,');
    expect(kotlin).toContain('val items: List<Item>,');
    expect(kotlin).toContain('val scores: List<Long>,');
  });

  it('TypeScript and Vue: interfaces import each other', () => {
    for (const key of ['typescript-react-antd', 'vue3-element-plus']) {
      const types = render(key)('types/root.ts');
      expect(types).toContain("import type { Customer } from './customer';");
      expect(types).toContain('  customer: Customer;');
      expect(types).toContain('  items: Item[];');
      expect(types).toContain('  tags: string[];');
    }
  });

  it('Go: struct types with GORM’s JSON serializer', () => {
    const go = render('go-gorm')('model/root.go');
    expect(go).toMatch(
      /\tItems +\[\]Item +`gorm:"column:items;serializer:json;not null" json:"items"`/,
    );
    expect(go).toMatch(/\tCustomer +Customer +`gorm:"column:customer;serializer:json;/);
  });

  it('Python: JSON columns in the model, the nested schemas in the Pydantic schemas', () => {
    const out = render('python-sqlalchemy-pydantic');
    const model = out('app/models/root.py');
    expect(model).toContain('from typing import Any');
    expect(model).toMatch(
      /items: Mapped\[list\[dict\[str, Any\]\]\] = mapped_column\(\s+"items",\s+JSON,/,
    );
    const schema = out('app/schemas/root.py');
    expect(schema).toContain('from .item import ItemCreate, ItemRead');
    expect(schema).toContain('    items: list[ItemRead]');
    expect(schema).toContain('    items: list[ItemCreate] = Field()');
  });

  it('C#: nested classes owned as JSON columns, other values converted with System.Text.Json', () => {
    const out = render('csharp-ef-core');
    const context = out('Data/AppDbContext.cs');
    expect(context).toContain('public DbSet<Root> Roots => Set<Root>();');
    expect(context).not.toContain('DbSet<Customer>');
    expect(context).toContain('entity.OwnsOne(e => e.Customer, b => b.ToJson("customer"));');
    expect(context).toContain('entity.OwnsMany(e => e.Items, b => b.ToJson("items"));');
    expect(context).toContain(
      'JsonSerializer.Deserialize<List<string>>(v, (JsonSerializerOptions?)null)!',
    );
    expect(out('Models/Customer.cs')).toContain('\n[Owned]\npublic class Customer');
    expect(out('Models/Root.cs')).toContain('public List<Item> Items { get; set; } = null!;');
  });
});

describe('types the generation does not define', () => {
  it('a Java enum and a TypeScript alias fall back to their column type', () => {
    const order = render('spring-boot-mybatis-plus', java.tables)('entity/Order.java');
    expect(order).toContain('private String status;');
    expect(order).toContain('private Set<String> tags;');
    expect(order).toContain('private Map<String, Object> attributes;');
    const types = render('typescript-react-antd', ts.tables)('types/order.ts');
    expect(types).toMatch(/\n {2}status: string;/);
    expect(types).toContain('  customer: Customer;');
  });

  it('a qualified custom type is kept', () => {
    const tables = structuredClone(json.tables);
    tables[0].fields[0].javaType = 'com.acme.Money';
    expect(render('java-pojo', tables)('model/Root.java')).toContain(
      'private com.acme.Money orderId;',
    );
  });
});

describe('the author', () => {
  const all = (settings: object): GeneratedFile[] =>
    loadBuiltinGroups().flatMap((group) =>
      generate({
        group,
        tables: json.tables,
        settings: resolveSettings(group, { date: '2024-01-02', ...settings }),
      }),
    );

  it('a blank author leaves no @author line in any group', () => {
    const files = all({ author: '' });
    expect(files.filter((f) => /@author/.test(f.content)).map((f) => f.path)).toEqual([]);
    expect(files.filter((f) => f.content.includes('@since')).length).toBeGreaterThan(20);
  });

  it('a given author is written once in each Java and Kotlin header', () => {
    const files = all({ author: 'Ada Lovelace' }).filter((f) => /\.(java|kt)$/.test(f.path));
    expect(files.length).toBeGreaterThan(20);
    for (const file of files) {
      expect({
        path: file.path,
        count: file.content.split('@author Ada Lovelace').length - 1,
      }).toEqual({ path: file.path, count: 1 });
    }
  });
});
