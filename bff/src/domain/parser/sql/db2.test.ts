import { readSql } from '.';
import type { RawField, RawTable } from '../types';

const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

/** db2look output for the SAMPLE database, with a CLP terminator change for a procedure. */
const DB2LOOK = `-- This CLP file was created using DB2LOOK Version "11.5"
CONNECT TO SAMPLE;

CREATE TABLE "DB2INST1"."EMPLOYEE"  (
		  "EMPNO" CHAR(6 OCTETS) NOT NULL ,
		  "FIRSTNME" VARCHAR(12 OCTETS) NOT NULL ,
		  "SALARY" DECIMAL(9,2) ,
		  "ID" INTEGER NOT NULL GENERATED ALWAYS AS IDENTITY (
		    START WITH +1
		    INCREMENT BY +1
		    NO CYCLE
		    CACHE 20
		    NO ORDER ) ,
		  "RESUME" CLOB(1048576 OCTETS) LOGGED NOT COMPACT ,
		  "PHOTO" BLOB(1M) LOGGED NOT COMPACT ,
		  "FLAGS" VARCHAR(8) FOR BIT DATA ,
		  "HIREDATE" DATE WITH DEFAULT CURRENT DATE ,
		  "CREATED" TIMESTAMP NOT NULL WITH DEFAULT CURRENT TIMESTAMP ,
		  "NOTE" VARCHAR(10) NOT NULL WITH DEFAULT )
		 IN "USERSPACE1"
		 ORGANIZE BY ROW;

ALTER TABLE "DB2INST1"."EMPLOYEE"
	ADD CONSTRAINT "PK_EMPLOYEE" PRIMARY KEY
		("EMPNO");

COMMENT ON TABLE "DB2INST1"."EMPLOYEE" IS 'Employees';
COMMENT ON COLUMN "DB2INST1"."EMPLOYEE"."SALARY" IS 'Yearly salary';

--#SET TERMINATOR @
CREATE PROCEDURE "DB2INST1"."BUMP" ()
  LANGUAGE SQL
BEGIN
  UPDATE "DB2INST1"."EMPLOYEE" SET "SALARY" = "SALARY" * 1.1;
  CREATE TABLE nope (x int);
END@
--#SET TERMINATOR ;

COMMIT WORK;
CONNECT RESET;
TERMINATE;
`;

describe('db2look output', () => {
  const result = readSql(DB2LOOK);
  const t = result.tables[0];

  it('detects DB2 and reads the table only', () => {
    expect(result.dialect).toBe('db2');
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((x) => x.tableName)).toEqual(['EMPLOYEE']);
    expect(t.schema).toBe('DB2INST1');
  });

  it('reads OCTETS lengths, LOB sizes, FOR BIT DATA and identities', () => {
    expect(field(t, 'EMPNO')).toMatchObject({ sqlType: 'char', length: 6, primaryKey: true });
    expect(field(t, 'FIRSTNME')).toMatchObject({ sqlType: 'varchar', length: 12, nullable: false });
    expect(field(t, 'SALARY')).toMatchObject({ precision: 9, scale: 2, comment: 'Yearly salary' });
    expect(field(t, 'ID')).toMatchObject({
      sqlType: 'integer',
      autoIncrement: true,
      nullable: false,
    });
    expect(field(t, 'RESUME')).toMatchObject({ sqlType: 'clob', length: 1048576 });
    expect(field(t, 'PHOTO')).toMatchObject({ sqlType: 'blob', length: 1024 * 1024 });
    expect(field(t, 'FLAGS')).toMatchObject({ sqlType: 'varchar', length: 8 });
  });

  it('reads WITH DEFAULT with and without a value', () => {
    expect(field(t, 'HIREDATE').defaultValue).toBe('CURRENT DATE');
    expect(field(t, 'CREATED')).toMatchObject({
      defaultValue: 'CURRENT TIMESTAMP',
      nullable: false,
    });
    expect(field(t, 'NOTE')).toMatchObject({ defaultValue: null, nullable: false });
    expect(t.comment).toBe('Employees');
  });
});
