import { readJava } from './java';
import { detectInputType } from '../detect';

const entity = `package com.acme.user;

import com.baomidou.mybatisplus.annotation.*;
import java.math.BigDecimal;

/**
 * 用户账户
 */
@Data
@TableName("t_user_account")
public class UserAccount implements Serializable {
    private static final long serialVersionUID = 1L;

    /** 主键 */
    @TableId(value = "id", type = IdType.AUTO)
    private Long id;

    @TableField("login_name")
    @NotBlank
    @Size(max = 64)
    private String loginName; // 登录名

    // 余额
    @Column(precision = 12, scale = 2, nullable = false)
    private BigDecimal balance = BigDecimal.ZERO;

    @ApiModelProperty("年龄")
    private int age;

    @Schema(description = "标签")
    private List<String> tags = new ArrayList<>();

    @TableField(exist = false)
    private String tempValue;

    private transient String cache;

    private LocalDateTime createdAt, updatedAt;

    public Long getId() { return id; }

    public static class Address {
        @Column(name = "street_name", length = 100)
        private String street;
    }

    public enum Status { ACTIVE, LOCKED; private final int x = 1; }
}

@Entity
@Table(name = "orders")
class Order {
    @Id
    @GeneratedValue(strategy = GenerationType.IDENTITY)
    private Long orderId;
    @Transient
    private String ignored;
    private Map<String, List<Long>> extra;
}
`;

describe('readJava', () => {
  it('reads classes, nested classes, annotations, comments and skips static/transient/non-column fields', () => {
    const r = readJava(entity);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.className, t.tableName, t.comment])).toEqual([
      ['UserAccount', 't_user_account', '用户账户'],
      ['Address', 'address', ''],
      ['Order', 'orders', ''],
    ]);
    const user = r.tables[0];
    expect(user.fields.map((f) => f.columnName)).toEqual([
      'id',
      'login_name',
      'balance',
      'age',
      'tags',
      'created_at',
      'updated_at',
    ]);
    const [id, login, balance, age, tags, created] = user.fields;
    expect(id).toMatchObject({
      primaryKey: true,
      autoIncrement: true,
      nullable: false,
      comment: '主键',
      javaType: 'Long',
      sqlType: 'bigint',
      tsType: 'number',
    });
    expect(login).toMatchObject({
      propertyName: 'loginName',
      length: 64,
      nullable: false,
      comment: '登录名',
      sqlType: 'varchar',
    });
    expect(balance).toMatchObject({
      precision: 12,
      scale: 2,
      nullable: false,
      comment: '余额',
      sqlType: 'decimal',
    });
    expect(age).toMatchObject({ javaType: 'int', nullable: false, comment: '年龄' });
    expect(tags).toMatchObject({
      javaType: 'List<String>',
      tsType: 'string[]',
      sqlType: 'json',
      comment: '标签',
    });
    expect(created).toMatchObject({
      javaType: 'LocalDateTime',
      sqlType: 'datetime',
      tsType: 'string',
      nullable: true,
    });
    expect(r.tables[1].fields[0]).toMatchObject({ columnName: 'street_name', length: 100 });
    const order = r.tables[2];
    expect(order.fields.map((f) => f.columnName)).toEqual(['order_id', 'extra']);
    expect(order.fields[0]).toMatchObject({ primaryKey: true, autoIncrement: true });
    expect(order.fields[1].javaType).toBe('Map<String, List<Long>>');
  });

  it('reads records and never throws on broken input', () => {
    const r = readJava('public record Point(@NotNull Long x, String label) {}');
    expect(r.tables[0].fields.map((f) => [f.propertyName, f.nullable])).toEqual([
      ['x', false],
      ['label', true],
    ]);
    expect(
      readJava('public class Broken { private String a; private').tables[0].fields,
    ).toHaveLength(1);
    expect(readJava('no java here').diagnostics).toHaveLength(1);
    expect(readJava('class X { String s = "unterminated').tables).toHaveLength(1);
  });
});

describe('readJava on real-world classes', () => {
  const fieldsOf = (src: string) => {
    const { tables, diagnostics } = readJava(src);
    expect(diagnostics).toEqual([]);
    return tables[0].fields;
  };

  it('keeps a field whose initialiser names its type arguments', () => {
    const fields = fieldsOf(`public class A {
    private Map<String, Object> params = new HashMap<String, Object>();
    private int a = 1, b = 2;
    private String name;
}`);
    expect(fields.map((f) => f.columnName)).toEqual(['params', 'a', 'b', 'name']);
  });

  it('gives a field only the comments about it', () => {
    const { tables } = readJava(`public class A { // 用户实体
    private Long id;
    // private String oldName;
    private String name;
    public Long getId() { return id; } // getter
    private String email;
    // 邮箱备份
    private String backup;
}`);
    expect(tables[0].comment).toBe('用户实体');
    expect(tables[0].fields.map((f) => f.comment)).toEqual(['', '', '', '邮箱备份']);
  });

  it('reads JPA relations as join columns and leaves collections out', () => {
    const fields = fieldsOf(`@Entity
@Table(name = "pets")
public class Pet {
    @Id
    private Integer id;
    @ManyToOne
    @JoinColumn(name = "type_id")
    private PetType type;
    @ManyToOne(optional = false)
    private Owner owner;
    @OneToOne(mappedBy = "pet")
    private Passport passport;
    @OneToMany(mappedBy = "pet")
    private Set<Visit> visits = new LinkedHashSet<>();
    @ManyToMany
    private Set<Specialty> specialties;
}`);
    expect(fields.map((f) => f.columnName)).toEqual(['id', 'type_id', 'owner_id']);
    expect(fields[1]).toMatchObject({
      sqlType: 'bigint',
      javaType: 'Long',
      nullable: true,
      propertyName: undefined,
      foreignKey: { table: 'pet_type', column: '' },
    });
    expect(fields[2].nullable).toBe(false);
  });

  it("reads Lombok's and JSR-305's non-null annotations as NOT NULL", () => {
    const fields = fieldsOf(`public class A {
    @NonNull private String name;
    @Nonnull private String code;
    private String note;
}`);
    expect(fields.map((f) => f.nullable)).toEqual([false, false, true]);
  });

  it('maps java.sql types', () => {
    const fields = fieldsOf(`public class A {
    private java.sql.Timestamp createdAt;
    private java.sql.Date birthday;
    private Timestamp updatedAt;
    private java.sql.Time startTime;
}`);
    expect(fields.map((f) => [f.sqlType, f.tsType])).toEqual([
      ['datetime', 'string'],
      ['date', 'string'],
      ['datetime', 'string'],
      ['time', 'string'],
    ]);
  });

  it('reads escapes and joined strings in annotations and javadoc', () => {
    const fields = fieldsOf(`public class A {
    @ApiModelProperty(value = "状态：" + "0正常")
    private Integer status;
    @ApiModelProperty("\\u7528\\u6237\\u540d")
    private String userName;
    /** 会话\\uff0c数据 */
    private String sessionData;
}`);
    expect(fields.map((f) => f.comment)).toEqual(['状态：0正常', '用户名', '会话，数据']);
  });

  it('unquotes names quoted to escape reserved words', () => {
    const { tables } = readJava(`@TableName("\`t_order\`")
public class A {
    @TableField("\`desc\`")
    private String desc;
    @Column(name = "\\"order\\"")
    private String order;
}`);
    expect(tables[0].tableName).toBe('t_order');
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['desc', 'order']);
  });

  it('reads C-style arrays and type-use annotations', () => {
    const fields = fieldsOf(`public class A {
    private int codes[];
    private List<@NotNull String> tags;
}`);
    expect(fields.map((f) => f.javaType)).toEqual(['int[]', 'List<String>']);
  });

  it('takes comments from @Description tags, @Comment and @Excel', () => {
    const { tables } = readJava(`/**
 * @Description: 定时任务在线管理
 * @Author: jeecg-boot
 */
@TableName("sys_quartz_job")
public class QuartzJob {
    @Excel(name = "任务类名", width = 40)
    private String jobClassName;
    @Comment("备注")
    private String remark;
}`);
    expect(tables[0].comment).toBe('定时任务在线管理');
    expect(tables[0].fields.map((f) => f.comment)).toEqual(['任务类名', '备注']);
  });

  it('reads fields pasted without their class, detected as Java', () => {
    const text = '/** 用户名 */\nprivate String userName;\n/** 年龄 */\nprivate Integer age;';
    expect(detectInputType(text).inputType).toBe('java');
    const { tables } = readJava(text);
    expect(tables[0].tableName).toBe('data');
    expect(tables[0].fields.map((f) => [f.columnName, f.comment, f.line])).toEqual([
      ['user_name', '用户名', 2],
      ['age', '年龄', 4],
    ]);
  });
});
