import type { SqlDialect } from '../../../../../src/contract/text';
import { parse } from '..';

/** `table.column -> table.column` for every field with a declared foreign key, in order. */
function keys(text: string, dialect?: SqlDialect): string[] {
  const result = parse(text, { inputType: 'sql', dialect });
  expect(result.diagnostics).toEqual([]);
  return result.tables.flatMap((t) =>
    t.fields.flatMap((f) =>
      f.foreignKey
        ? [`${t.tableName}.${f.columnName} -> ${f.foreignKey.table}.${f.foreignKey.column}`]
        : [],
    ),
  );
}

describe('foreign keys on the field list', () => {
  it('reads an inline REFERENCES with and without the referenced column', () => {
    const text = `CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT);
CREATE TABLE posts (id INTEGER PRIMARY KEY, user_id INTEGER REFERENCES users(id) ON DELETE CASCADE,
  editor_id INTEGER REFERENCES users, body TEXT);`;
    expect(keys(text, 'sqlite')).toEqual([
      'posts.user_id -> users.id',
      'posts.editor_id -> users.id',
    ]);
  });

  it('reads a table-level FOREIGN KEY in MySQL, with a constraint and an index name', () => {
    const text = `CREATE TABLE \`user\` (\`id\` bigint NOT NULL AUTO_INCREMENT, PRIMARY KEY (\`id\`));
CREATE TABLE \`order\` (
  \`id\` bigint NOT NULL AUTO_INCREMENT,
  \`user_id\` bigint NOT NULL,
  PRIMARY KEY (\`id\`),
  KEY \`fk_user\` (\`user_id\`),
  CONSTRAINT \`fk_order_user\` FOREIGN KEY \`ix_user\` (\`user_id\`) REFERENCES \`shop\`.\`user\` (\`id\`) ON DELETE CASCADE
) ENGINE=InnoDB;`;
    expect(keys(text, 'mysql')).toEqual(['order.user_id -> user.id']);
  });

  it('maps each column of a composite key, also when the target columns are left out', () => {
    const text = `CREATE TABLE line (order_no int, line_no int, PRIMARY KEY (order_no, line_no));
CREATE TABLE note (id int PRIMARY KEY, o int, l int, o2 int, l2 int,
  FOREIGN KEY (o, l) REFERENCES line (order_no, line_no),
  CONSTRAINT fk2 FOREIGN KEY (o2, l2) REFERENCES line);`;
    expect(keys(text, 'postgresql')).toEqual([
      'note.o -> line.order_no',
      'note.l -> line.line_no',
      'note.o2 -> line.order_no',
      'note.l2 -> line.line_no',
    ]);
  });

  it('reads ALTER TABLE … ADD CONSTRAINT … FOREIGN KEY (PostgreSQL, Oracle, DB2), before the key exists', () => {
    const text = `CREATE TABLE customers (customer_id varchar(5) NOT NULL);
CREATE TABLE orders (order_id int NOT NULL, customer_id varchar(5));
ALTER TABLE ONLY orders ADD CONSTRAINT fk_orders_customers FOREIGN KEY (customer_id) REFERENCES customers;
ALTER TABLE ONLY customers ADD CONSTRAINT pk_customers PRIMARY KEY (customer_id);`;
    expect(keys(text, 'postgresql')).toEqual(['orders.customer_id -> customers.customer_id']);
    const oracle = `CREATE TABLE Artist (ArtistId NUMBER NOT NULL, CONSTRAINT PK_Artist PRIMARY KEY (ArtistId));
CREATE TABLE Album (AlbumId NUMBER NOT NULL, ArtistId NUMBER NOT NULL);
ALTER TABLE Album ADD CONSTRAINT FK_AlbumArtistId FOREIGN KEY (ArtistId) REFERENCES Artist (ArtistId);`;
    expect(keys(oracle, 'oracle')).toEqual(['Album.ArtistId -> Artist.ArtistId']);
    const db2 = `CREATE TABLE "A" ("Id" INTEGER NOT NULL, PRIMARY KEY ("Id"));
CREATE TABLE "B" ("Id" INTEGER NOT NULL, "AId" INTEGER);
ALTER TABLE "B" ADD CONSTRAINT "FK_B" FOREIGN KEY ("AId") REFERENCES "A" ("Id") ON DELETE NO ACTION;`;
    expect(keys(db2, 'db2')).toEqual(['B.AId -> A.Id']);
  });

  it('reads SQL Server WITH CHECK ADD CONSTRAINT and the column-level FOREIGN KEY REFERENCES', () => {
    const text = `CREATE TABLE [dbo].[Customers] ([CustomerID] nchar(5) NOT NULL PRIMARY KEY)
GO
CREATE TABLE [dbo].[Orders] ([OrderID] int IDENTITY(1,1) NOT NULL PRIMARY KEY, [CustomerID] nchar(5) NULL,
  [Other] nchar(5) FOREIGN KEY REFERENCES [dbo].[Customers]([CustomerID]))
GO
ALTER TABLE [dbo].[Orders] WITH CHECK ADD CONSTRAINT [FK_Orders_Customers] FOREIGN KEY([CustomerID])
REFERENCES [dbo].[Customers] ([CustomerID])
GO`;
    expect(keys(text, 'sqlserver')).toEqual([
      'Orders.CustomerID -> Customers.CustomerID',
      'Orders.Other -> Customers.CustomerID',
    ]);
  });

  it('spells the target as its CREATE TABLE does, and keeps a target outside the script as written', () => {
    const text = `CREATE TABLE Employee (EmployeeId int PRIMARY KEY);
CREATE TABLE t (a int REFERENCES EMPLOYEE (EMPLOYEEID), b int REFERENCES elsewhere (x), c int REFERENCES gone);`;
    expect(keys(text, 'mysql')).toEqual([
      't.a -> Employee.EmployeeId',
      't.b -> elsewhere.x',
      't.c -> gone.',
    ]);
  });

  it('drops the foreign key of a column restated by ALTER TABLE ADD without one', () => {
    const text =
      'CREATE TABLE p (id int PRIMARY KEY);\nCREATE TABLE c (id int, pid int REFERENCES p);\nALTER TABLE c ADD pid bigint;';
    const c = parse(text, { inputType: 'sql', dialect: 'postgresql' }).tables[1];
    expect(c.fields[1]).toMatchObject({ columnName: 'pid', sqlType: 'bigint' });
    expect('foreignKey' in c.fields[1]).toBe(false);
  });

  // The schema looks its fields over for foreign keys only when one was read: each way in counts.
  it('resolves a key that only an ALTER TABLE column clause states, with no other key in the script', () => {
    const users = 'CREATE TABLE Users (id INT PRIMARY KEY);';
    expect(
      keys(
        `${users}\nCREATE TABLE posts (id INT PRIMARY KEY);\nALTER TABLE posts ADD COLUMN author_id INT REFERENCES USERS;`,
        'postgresql',
      ),
    ).toEqual(['posts.author_id -> Users.id']);
    expect(
      keys(
        `${users}\nCREATE TABLE posts (id INT PRIMARY KEY, user_id INT);\nALTER TABLE posts MODIFY user_id BIGINT REFERENCES USERS;`,
        'mysql',
      ),
    ).toEqual(['posts.user_id -> Users.id']);
    expect(
      keys(
        `CREATE TABLE posts (id INT PRIMARY KEY, user_id INT);\nALTER TABLE posts ALTER COLUMN user_id INT REFERENCES USERS;\n${users}`,
        'sqlserver',
      ),
    ).toEqual(['posts.user_id -> Users.id']);
  });

  it('adds nothing to fields without a foreign key', () => {
    const [table] = parse('CREATE TABLE t (id int PRIMARY KEY, name varchar(10));').tables;
    for (const f of table.fields) expect('foreignKey' in f).toBe(false);
  });
});
