import { readJava } from './java';

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
