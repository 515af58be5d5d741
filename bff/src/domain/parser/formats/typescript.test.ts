import { readTypeScript } from './typescript';

describe('readTypeScript', () => {
  it('reads interfaces, object type aliases and classes with comments and nullability', () => {
    const r = readTypeScript(`
/** 用户 */
export interface UserAccount {
  /** 主键 */
  id: number;
  userName: string; // 用户名
  // 昵称
  nickName?: string;
  email: string | null;
  age: number;
  tags: string[];
  roles: Array<Role>;
  createdAt: Date;
  status: 'active' | 'locked';
  owner: Owner;
}

type Role = {
  code: string,
  enabled: boolean
};

export class Order {
  static counter = 0;
  orderId!: bigint;
  total: number = 0;
  submit(): void {}
}
`);
    expect(r.diagnostics).toEqual([]);
    expect(r.tables.map((t) => [t.className, t.tableName, t.comment])).toEqual([
      ['UserAccount', 'user_account', '用户'],
      ['Role', 'role', ''],
      ['Order', 'order', ''],
    ]);
    const f = Object.fromEntries(r.tables[0].fields.map((x) => [x.propertyName, x]));
    expect(f.id).toMatchObject({
      columnName: 'id',
      javaType: 'Long',
      sqlType: 'bigint',
      tsType: 'number',
      comment: '主键',
      nullable: false,
      line: 5,
    });
    expect(f.userName).toMatchObject({
      columnName: 'user_name',
      javaType: 'String',
      comment: '用户名',
    });
    expect(f.nickName).toMatchObject({ nullable: true, comment: '昵称' });
    expect(f.email).toMatchObject({
      nullable: true,
      tsType: 'string | null',
      javaType: 'String',
      comment: '',
    });
    expect(f.age).toMatchObject({ javaType: 'Integer', sqlType: 'int' });
    expect(f.tags).toMatchObject({ javaType: 'List<String>', sqlType: 'json', tsType: 'string[]' });
    expect(f.roles.javaType).toBe('List<Role>');
    expect(f.createdAt).toMatchObject({ javaType: 'LocalDateTime', sqlType: 'datetime' });
    expect(f.status.javaType).toBe('String');
    expect(f.owner).toMatchObject({ javaType: 'Owner', sqlType: 'json' });
    expect(r.tables[2].fields.map((x) => [x.propertyName, x.javaType])).toEqual([
      ['orderId', 'Long'],
      ['total', 'Integer'],
    ]);
  });

  it('reports syntax errors with their position and keeps what it read', () => {
    const r = readTypeScript('interface A {\n  a: string;\n  b: \n}\ninterface B { c: number');
    expect(r.tables.map((t) => t.className)).toEqual(['A', 'B']);
    expect(r.diagnostics.length).toBeGreaterThan(0);
    expect(r.diagnostics[0].line).toBeGreaterThanOrEqual(3);
    expect(readTypeScript('const x = 1;').diagnostics).toHaveLength(1);
  });
});

it('readTypeScript names quoted and reserved keys as Java can take them', () => {
  const { tables } = readTypeScript(`interface Reactions {
  "+1": number;
  "-1": number;
  "content-type": string;
  default: boolean;
  id: number;
  Id: number;
}`);
  expect(tables[0].fields.map((f) => `${f.columnName} ${f.propertyName}`)).toEqual([
    '+1 plus1',
    '-1 minus1',
    'content_type contentType',
    'default default_',
    'id id',
    'id_2 Id2',
  ]);
});

describe('readTypeScript types as declared files write them', () => {
  const typesOf = (text: string) =>
    Object.fromEntries(
      readTypeScript(text).tables.map((t) => [
        t.className,
        t.fields.map((f) => `${f.propertyName}: ${f.javaType}`),
      ]),
    );

  it('resolves aliases and enums declared in the file, before or after their use', () => {
    expect(
      typesOf(`export interface Poller {
  score: Score;
  position: Position;
  color: Color;
  level: Level;
  association: Association;
  timer: NodeJS.Timeout;
  draft: Partial<Draft>;
}
type Score = number;
type Position = number[];
type Association = 'OWNER' | 'MEMBER';
enum Color { Red = 'red', Blue = 'blue' }
enum Level { Low, High }
interface Draft { title: string }`).Poller,
    ).toEqual([
      'score: Integer',
      'position: List<Long>',
      'color: String',
      'level: Integer',
      'association: String',
      'timer: Object',
      'draft: Draft',
    ]);
  });

  it('reads readonly arrays, and money and coordinates as numbers with fractions', () => {
    expect(
      typesOf(
        `interface Place { lat: number; lng: number; price: number; count: number; tags: readonly string[] }`,
      ).Place,
    ).toEqual([
      'lat: Double',
      'lng: Double',
      'price: BigDecimal',
      'count: Integer',
      'tags: List<String>',
    ]);
  });

  it('reads generics as classes Java can compile: a type parameter is its bound, a generic use its class', () => {
    const types = typesOf(`type Nullable<T> = T | null;
interface Base { id: number }
interface Page<T extends Base = Base> { list: T[]; total: number }
interface Result<T> { code: number; data: T }
interface User extends Base { name: Nullable<string> }
interface UserPage {
  page: Page<User>;
  result: Result<User[]>;
  pending: Promise<string>;
  tags: Set<string>;
  scores: Record<string, number>;
  byId: Map<number, User>;
  summary: Pick<User, 'id'>;
  draft: Omit<User, 'id'>;
}`);
    expect(types.Page).toEqual(['list: List<Base>', 'total: Integer']);
    expect(types.Result).toEqual(['code: Integer', 'data: Object']);
    expect(types.UserPage).toEqual([
      'page: Page',
      'result: Result',
      'pending: String',
      'tags: Set<String>',
      'scores: Map<String, Long>',
      'byId: Map<Integer, User>',
      'summary: User',
      'draft: User',
    ]);
  });

  it('takes a field typed by a nullable alias as nullable', () => {
    const [user] = readTypeScript(
      `type Maybe<T> = T | undefined;\ninterface User { name: Maybe<string>; age: number }`,
    ).tables.filter((t) => t.className === 'User');
    expect(user.fields.map((f) => [f.propertyName, f.javaType, f.nullable])).toEqual([
      ['name', 'String', true],
      ['age', 'Integer', false],
    ]);
  });

  it('gives an interface the fields of the interfaces it extends in the file', () => {
    expect(
      typesOf(`interface Base { id: number; kind: string }
interface Geometry extends Base { bbox?: number[] }
interface Point extends Geometry, External { kind: 'Point'; coordinates: number[] }`).Point,
    ).toEqual(['id: Long', 'bbox: List<Long>', 'kind: String', 'coordinates: List<Long>']);
  });
});

it('readTypeScript types class fields without a type by their initial value', () => {
  const { tables } = readTypeScript(`class Draft {
  title = '';
  count = 0;
  ratio = 0.5;
  done = false;
  tags = [];
  createdAt = new Date();
  owner = makeOwner();
}`);
  expect(tables[0].fields.map((f) => `${f.propertyName}: ${f.javaType}`)).toEqual([
    'title: String',
    'count: Integer',
    'ratio: Double',
    'done: Boolean',
    'tags: List<Object>',
    'createdAt: LocalDateTime',
    'owner: Object',
  ]);
});

it('readTypeScript reads an intersection of object types as one class', () => {
  const { tables } = readTypeScript(`interface Item { id: number; name: string }
type Detail = Item & { extra: string; name: string };
interface Order { detail: Detail }`);
  const detail = tables.find((t) => t.className === 'Detail');
  expect(detail?.fields.map((f) => `${f.propertyName}: ${f.javaType}`)).toEqual([
    'id: Long',
    'extra: String',
    'name: String',
  ]);
  expect(tables.find((t) => t.className === 'Order')?.fields[0].javaType).toBe('Detail');
});

it('readTypeScript takes a required scalar id as the primary key, inherited ones too', () => {
  const keys = Object.fromEntries(
    readTypeScript(`interface Base { id: number }
interface User extends Base { name: string }
interface Draft { id?: number; title: string }
interface Link { id: string | null; url: string }
interface Ref { id: Base }`).tables.map((t) => [
      t.className,
      t.fields.filter((f) => f.primaryKey).map((f) => f.propertyName),
    ]),
  );
  expect(keys).toEqual({ Base: ['id'], User: ['id'], Draft: [], Link: [], Ref: [] });
});
