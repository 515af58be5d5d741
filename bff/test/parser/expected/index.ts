import { chinook } from './chinook';
import type { ExpectedFile } from './model';
import { northwindMysql } from './northwind.mysql';
import { northwindPostgresql } from './northwind.postgresql';
import { northwindSqlite } from './northwind.sqlite';
import { northwindSqlserver } from './northwind.sqlserver';

export type { ExpectedField, ExpectedFile, ExpectedTable } from './model';

/** Every SQL file of the corpus with the tables and columns it declares. */
export const expectedFiles: ExpectedFile[] = [
  ...chinook,
  northwindMysql,
  northwindPostgresql,
  northwindSqlite,
  northwindSqlserver,
];
