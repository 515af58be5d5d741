/**
 * Migration chains (Flyway, Prisma, Rails): a table built and changed by many statements comes out
 * as the last of them leaves it.
 */
import { readSql } from '.';
import type { SqlDialect } from '../../../../../src/contract/text';

const columns = (text: string, dialect: SqlDialect) => {
  const { tables, diagnostics } = readSql(text, { dialect });
  expect(diagnostics).toEqual([]);
  return Object.fromEntries(
    tables.flatMap((t) =>
      t.fields.map((f) => [
        `${t.tableName}.${f.columnName}`,
        [
          f.sqlType,
          f.primaryKey && 'pk',
          f.unique && 'unique',
          f.autoIncrement && 'auto',
          f.defaultValue !== null && `default ${f.defaultValue}`,
          f.comment && `comment ${f.comment}`,
          f.foreignKey && `-> ${f.foreignKey.table}.${f.foreignKey.column}`,
        ]
          .filter(Boolean)
          .join(' '),
      ]),
    ),
  );
};

it('MySQL: MODIFY and CHANGE restate the whole column, so what they leave out is gone', () => {
  expect(
    columns(
      `CREATE TABLE twofactor (uuid CHAR(36) NOT NULL PRIMARY KEY, last_used INTEGER NOT NULL DEFAULT 0 COMMENT 'epoch');
ALTER TABLE twofactor MODIFY last_used BIGINT NOT NULL;
CREATE TABLE client (id VARCHAR(255) NOT NULL, pk INT UNSIGNED AUTO_INCREMENT PRIMARY KEY);
ALTER TABLE client CHANGE COLUMN pk pk_deprecated INT UNSIGNED;`,
      'mysql',
    ),
  ).toEqual({
    'twofactor.uuid': 'char pk',
    'twofactor.last_used': 'bigint',
    'client.id': 'varchar',
    'client.pk_deprecated': 'int pk',
  });
});

it('foreign keys follow a renamed table and column', () => {
  expect(
    columns(
      `CREATE TABLE user_ (id serial PRIMARY KEY, name varchar(20) NOT NULL);
CREATE TABLE post (id serial PRIMARY KEY, creator_id int REFERENCES user_ NOT NULL, editor_id int REFERENCES user_ (id));
ALTER TABLE user_ RENAME TO person;
ALTER TABLE person RENAME COLUMN id TO person_id;`,
      'postgresql',
    ),
  ).toMatchObject({
    'post.creator_id': 'int -> person.person_id',
    'post.editor_id': 'int -> person.person_id',
  });
});

describe('dropped constraints and indexes undo what they made', () => {
  it('PostgreSQL: a key dropped by its default name, then added again', () => {
    expect(
      columns(
        `CREATE TABLE client (id varchar(255) NOT NULL PRIMARY KEY, pk uuid NOT NULL, nid uuid);
ALTER TABLE client DROP CONSTRAINT client_pkey;
ALTER TABLE client ADD PRIMARY KEY (pk);`,
        'postgresql',
      ),
    ).toEqual({ 'client.id': 'varchar', 'client.pk': 'uuid pk', 'client.nid': 'uuid' });
  });

  it('PostgreSQL: named unique constraints, unique indexes and foreign keys', () => {
    expect(
      columns(
        `CREATE TABLE access (signature varchar(255) NOT NULL PRIMARY KEY, request_id varchar(40) NOT NULL, code int, owner_id int, email text UNIQUE,
  CONSTRAINT access_code_uq UNIQUE (code), CONSTRAINT access_owner_fk FOREIGN KEY (owner_id) REFERENCES access (signature));
CREATE UNIQUE INDEX access_request_id_idx ON access (request_id);
DROP INDEX IF EXISTS access_request_id_idx;
ALTER TABLE access DROP CONSTRAINT access_code_uq;
ALTER TABLE access DROP CONSTRAINT IF EXISTS access_owner_fk;
ALTER TABLE access DROP CONSTRAINT access_email_key;`,
        'postgresql',
      ),
    ).toEqual({
      'access.signature': 'varchar pk',
      'access.request_id': 'varchar',
      'access.code': 'int',
      'access.owner_id': 'int',
      'access.email': 'text',
    });
  });

  it('MySQL: DROP INDEX and DROP FOREIGN KEY by name', () => {
    expect(
      columns(
        `CREATE TABLE b (id int NOT NULL PRIMARY KEY, code int, parent_id int, UNIQUE KEY uk_code (code), CONSTRAINT fk_parent FOREIGN KEY (parent_id) REFERENCES b (id));
ALTER TABLE b DROP INDEX uk_code;
ALTER TABLE b DROP FOREIGN KEY fk_parent;`,
        'mysql',
      ),
    ).toEqual({ 'b.id': 'int pk', 'b.code': 'int', 'b.parent_id': 'int' });
  });
});

it('PostgreSQL: a serial column whose default is dropped, or an identity dropped, no longer counts', () => {
  expect(
    columns(
      `CREATE TABLE "Folder" ("id" SERIAL NOT NULL, "name" TEXT NOT NULL, CONSTRAINT "Folder_pkey" PRIMARY KEY ("id"));
ALTER TABLE "Folder" ALTER COLUMN "id" DROP DEFAULT, ALTER COLUMN "id" SET DATA TYPE TEXT;
CREATE TABLE b (id int GENERATED ALWAYS AS IDENTITY PRIMARY KEY);
ALTER TABLE b ALTER COLUMN id DROP IDENTITY;`,
      'postgresql',
    ),
  ).toEqual({ 'Folder.id': 'text pk', 'Folder.name': 'text', 'b.id': 'int pk' });
});

it.each(['sqlite', 'postgresql', 'mysql'] as const)(
  '%s: a DEFAULT after REFERENCES … ON DELETE CASCADE is the column default',
  (dialect) => {
    expect(
      columns(
        `CREATE TABLE session (id VARCHAR(40) NOT NULL PRIMARY KEY);
CREATE TABLE flow (challenge VARCHAR(40) NOT NULL PRIMARY KEY,
  login_session_id VARCHAR(40) NULL REFERENCES session (id) ON DELETE CASCADE DEFAULT '',
  other_id VARCHAR(40) REFERENCES session (id) ON DELETE SET NULL ON UPDATE NO ACTION);`,
        dialect,
      ),
    ).toMatchObject({
      'flow.login_session_id': 'varchar default  -> session.id',
      'flow.other_id': 'varchar -> session.id',
    });
  },
);

it('DB2: CREATE SUMMARY TABLE is said to come from a query', () => {
  const { tables, diagnostics } = readSql(
    'CREATE TABLE a (id int);\nCREATE SUMMARY TABLE s AS (SELECT id FROM a) DATA INITIALLY DEFERRED REFRESH DEFERRED;',
    { dialect: 'db2' },
  );
  expect(tables.map((t) => t.tableName)).toEqual(['a']);
  expect(diagnostics.map((d) => d.message)).toEqual([
    'CREATE SUMMARY TABLE s: its columns come from a query, which is not read; the table is left out',
  ]);
});
