import { readSql } from '.';
import type { RawField, RawTable } from '../types';

const read = (text: string) => readSql(text, { dialect: 'mysql' });
const table = (tables: RawTable[], name: string): RawTable => {
  const t = tables.find((x) => x.tableName === name);
  if (!t) throw new Error(`no table ${name} in ${tables.map((x) => x.tableName).join(', ')}`);
  return t;
};
const field = (t: RawTable, name: string): RawField => {
  const f = t.fields.find((x) => x.columnName === name);
  if (!f) throw new Error(`no column ${name} in ${t.tableName}`);
  return f;
};

/** Excerpt of a real mysqldump 8.0 file of Sakila (headers, LOCK TABLES, data, a view placeholder). */
const MYSQLDUMP = `-- MySQL dump 10.13  Distrib 8.0.32, for Linux (x86_64)
--
-- Host: localhost    Database: sakila
-- ------------------------------------------------------
-- Server version	8.0.32

/*!40101 SET @OLD_CHARACTER_SET_CLIENT=@@CHARACTER_SET_CLIENT */;
/*!50503 SET NAMES utf8mb4 */;
/*!40103 SET TIME_ZONE='+00:00' */;
/*!40014 SET @OLD_UNIQUE_CHECKS=@@UNIQUE_CHECKS, UNIQUE_CHECKS=0 */;

--
-- Table structure for table \`actor\`
--

DROP TABLE IF EXISTS \`actor\`;
/*!40101 SET @saved_cs_client     = @@character_set_client */;
/*!50503 SET character_set_client = utf8mb4 */;
CREATE TABLE \`actor\` (
  \`actor_id\` smallint unsigned NOT NULL AUTO_INCREMENT,
  \`first_name\` varchar(45) NOT NULL,
  \`last_name\` varchar(45) NOT NULL,
  \`last_update\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (\`actor_id\`),
  KEY \`idx_actor_last_name\` (\`last_name\`)
) ENGINE=InnoDB AUTO_INCREMENT=201 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;
/*!40101 SET character_set_client = @saved_cs_client */;

--
-- Dumping data for table \`actor\`
--

LOCK TABLES \`actor\` WRITE;
/*!40000 ALTER TABLE \`actor\` DISABLE KEYS */;
INSERT INTO \`actor\` VALUES (1,'PENELOPE','GUINESS','2006-02-15 04:34:33'),(2,'NICK','WAHL;BERG','2006-02-15 04:34:33');
/*!40000 ALTER TABLE \`actor\` ENABLE KEYS */;
UNLOCK TABLES;

DROP TABLE IF EXISTS \`address\`;
CREATE TABLE \`address\` (
  \`address_id\` smallint unsigned NOT NULL AUTO_INCREMENT,
  \`address2\` varchar(50) DEFAULT NULL,
  \`location\` geometry NOT NULL /*!80003 SRID 0 */,
  \`last_update\` timestamp NOT NULL DEFAULT CURRENT_TIMESTAMP ON UPDATE CURRENT_TIMESTAMP,
  PRIMARY KEY (\`address_id\`),
  SPATIAL KEY \`idx_location\` (\`location\`)
) ENGINE=InnoDB AUTO_INCREMENT=606 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;

DROP TABLE IF EXISTS \`film\`;
CREATE TABLE \`film\` (
  \`film_id\` smallint unsigned NOT NULL AUTO_INCREMENT,
  \`title\` varchar(128) NOT NULL,
  \`description\` text,
  \`release_year\` year DEFAULT NULL,
  \`rental_rate\` decimal(4,2) NOT NULL DEFAULT '4.99',
  \`rating\` enum('G','PG','PG-13','R','NC-17') DEFAULT 'G',
  \`special_features\` set('Trailers','Commentaries','Deleted Scenes','Behind the Scenes') DEFAULT NULL,
  PRIMARY KEY (\`film_id\`),
  KEY \`idx_title\` (\`title\`),
  CONSTRAINT \`fk_film_language\` FOREIGN KEY (\`language_id\`) REFERENCES \`language\` (\`language_id\`) ON DELETE RESTRICT ON UPDATE CASCADE
) ENGINE=InnoDB AUTO_INCREMENT=1001 DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_0900_ai_ci;

--
-- Temporary view structure for view \`actor_info\`
--

DROP TABLE IF EXISTS \`actor_info\`;
/*!50001 DROP VIEW IF EXISTS \`actor_info\`*/;
SET @saved_cs_client     = @@character_set_client;
/*!50001 CREATE TABLE \`actor_info\` (
  \`actor_id\` smallint unsigned,
  \`first_name\` varchar(45)
) ENGINE=MyISAM */;
SET character_set_client = @saved_cs_client;

DELIMITER ;;
/*!50003 CREATE*/ /*!50017 DEFINER=\`root\`@\`localhost\`*/ /*!50003 TRIGGER \`customer_create_date\` BEFORE INSERT ON \`customer\` FOR EACH ROW SET NEW.create_date = NOW() */;;
DELIMITER ;
DELIMITER ;;
CREATE DEFINER=\`root\`@\`localhost\` PROCEDURE \`film_in_stock\`(IN p_film_id INT, IN p_store_id INT, OUT p_film_count INT)
    READS SQL DATA
BEGIN
     CREATE TABLE not_a_table (id int);
     SELECT inventory_id FROM inventory WHERE film_id = p_film_id;
     SELECT COUNT(*) FROM inventory WHERE film_id = p_film_id INTO p_film_count;
END ;;
DELIMITER ;
/*!40103 SET TIME_ZONE=@OLD_TIME_ZONE */;
-- Dump completed on 2023-03-01 10:00:00
`;

describe('mysqldump output', () => {
  const result = readSql(MYSQLDUMP);

  it('detects MySQL and reads the tables without diagnostics', () => {
    expect(result.dialect).toBe('mysql');
    expect(result.diagnostics).toEqual([]);
    expect(result.tables.map((t) => t.tableName)).toEqual(['actor', 'address', 'film']);
  });

  it('skips view placeholders in /*!50001 */ and tables inside DELIMITER procedure bodies', () => {
    expect(result.tables.some((t) => t.tableName === 'actor_info')).toBe(false);
    expect(result.tables.some((t) => t.tableName === 'not_a_table')).toBe(false);
  });

  it('reads unsigned, auto-increment, keys and ON UPDATE defaults', () => {
    const actor = table(result.tables, 'actor');
    expect(actor.fields.map((f) => f.columnName)).toEqual([
      'actor_id',
      'first_name',
      'last_name',
      'last_update',
    ]);
    expect(field(actor, 'actor_id')).toMatchObject({
      sqlType: 'smallint',
      unsigned: true,
      autoIncrement: true,
      primaryKey: true,
      nullable: false,
      line: 20,
    });
    expect(field(actor, 'last_update')).toMatchObject({
      sqlType: 'timestamp',
      defaultValue: 'CURRENT_TIMESTAMP',
      nullable: false,
    });
  });

  it('reads a column with an executable comment inside it', () => {
    const address = table(result.tables, 'address');
    expect(address.fields.map((f) => f.columnName)).toEqual([
      'address_id',
      'address2',
      'location',
      'last_update',
    ]);
    expect(field(address, 'location')).toMatchObject({ sqlType: 'geometry', nullable: false });
    expect(field(address, 'address2')).toMatchObject({ defaultValue: null, nullable: true });
  });

  it('reads ENUM and SET members, year and decimal defaults', () => {
    const film = table(result.tables, 'film');
    expect(field(film, 'rating')).toMatchObject({
      sqlType: 'enum',
      enumValues: ['G', 'PG', 'PG-13', 'R', 'NC-17'],
      defaultValue: 'G',
    });
    expect(field(film, 'special_features').enumValues).toEqual([
      'Trailers',
      'Commentaries',
      'Deleted Scenes',
      'Behind the Scenes',
    ]);
    expect(field(film, 'release_year')).toMatchObject({ sqlType: 'year', length: null });
    expect(field(film, 'rental_rate')).toMatchObject({
      sqlType: 'decimal',
      precision: 4,
      scale: 2,
      length: null,
      defaultValue: '4.99',
    });
  });
});

describe('MySQL column and table comments', () => {
  const { tables, diagnostics } = read(`CREATE TABLE IF NOT EXISTS \`sys_user\` (
  \`id\` bigint(20) NOT NULL AUTO_INCREMENT COMMENT '主键ID',
  \`user_name\` varchar(30) CHARACTER SET utf8mb4 COLLATE utf8mb4_general_ci NOT NULL COMMENT '用户账号, 登录名',
  \`remark\` varchar(500) DEFAULT NULL COMMENT 'It''s a \\'remark\\', with commas',
  \`status\` char(1) DEFAULT '0' COMMENT '帐号状态（0正常 1停用）',
  \`update_time\` datetime DEFAULT NULL ON UPDATE CURRENT_TIMESTAMP COMMENT '更新时间',
  \`amount\` decimal(10,2) unsigned zerofill DEFAULT '0.00',
  \`full_name\` varchar(100) GENERATED ALWAYS AS (concat(\`first\`,' ',\`last\`)) VIRTUAL,
  \`total\` int AS (\`a\` + \`b\`) STORED NOT NULL,
  \`flag\` bit(1) DEFAULT b'0',
  \`is_deleted\` tinyint(1) NOT NULL DEFAULT 0,
  \`hits\` int(11) unsigned NOT NULL DEFAULT '0',
  \`price\` double(10,2) DEFAULT NULL,
  \`charset_default\` varchar(10) DEFAULT _utf8mb4'x',
  \`created\` datetime(3) NOT NULL DEFAULT CURRENT_TIMESTAMP(3),
  PRIMARY KEY (\`id\`) USING BTREE,
  UNIQUE KEY \`uk_user_name\` (\`user_name\`),
  UNIQUE KEY \`uk_pair\` (\`status\`, \`hits\`)
) ENGINE=InnoDB AUTO_INCREMENT=100 DEFAULT CHARSET=utf8mb4 ROW_FORMAT=DYNAMIC COMMENT='用户信息表';`);
  const t = tables[0];

  it('reads the table comment after the options', () => {
    expect(diagnostics).toEqual([]);
    expect(t).toMatchObject({ tableName: 'sys_user', comment: '用户信息表' });
  });

  it('reads comments with escaped quotes, commas and Chinese text', () => {
    expect(field(t, 'id').comment).toBe('主键ID');
    expect(field(t, 'user_name')).toMatchObject({
      comment: '用户账号, 登录名',
      sqlType: 'varchar',
      length: 30,
      nullable: false,
      unique: true,
    });
    expect(field(t, 'remark').comment).toBe("It's a 'remark', with commas");
    expect(field(t, 'status')).toMatchObject({
      comment: '帐号状态（0正常 1停用）',
      defaultValue: '0',
    });
    expect(field(t, 'update_time').comment).toBe('更新时间');
  });

  it('reads lengths, display widths, unsigned zerofill and bit literals', () => {
    expect(field(t, 'id')).toMatchObject({ sqlType: 'bigint', length: 20 });
    expect(field(t, 'amount')).toMatchObject({ precision: 10, scale: 2, unsigned: true });
    expect(field(t, 'flag')).toMatchObject({ sqlType: 'bit', length: 1, defaultValue: "b'0'" });
    expect(field(t, 'is_deleted')).toMatchObject({
      sqlType: 'tinyint',
      length: 1,
      defaultValue: '0',
    });
    expect(field(t, 'hits')).toMatchObject({ sqlType: 'int', length: 11, unsigned: true });
    expect(field(t, 'price')).toMatchObject({ sqlType: 'double', precision: 10, scale: 2 });
    expect(field(t, 'charset_default').defaultValue).toBe('x');
    expect(field(t, 'created')).toMatchObject({
      sqlType: 'datetime',
      length: 3,
      defaultValue: 'CURRENT_TIMESTAMP(3)',
    });
  });

  it('reads generated columns as ordinary columns', () => {
    expect(field(t, 'full_name')).toMatchObject({
      sqlType: 'varchar',
      length: 100,
      autoIncrement: false,
    });
    expect(field(t, 'total')).toMatchObject({ sqlType: 'int', nullable: false });
  });

  it('marks single-column unique keys only', () => {
    expect(field(t, 'status').unique).toBe(false);
    expect(field(t, 'id')).toMatchObject({ primaryKey: true, nullable: false });
  });
});

describe('MySQL ALTER TABLE (phpMyAdmin export)', () => {
  const { tables, diagnostics } = read(`
CREATE TABLE \`wp_users\` (
  \`ID\` bigint(20) UNSIGNED NOT NULL,
  \`user_login\` varchar(60) COLLATE utf8mb4_unicode_520_ci NOT NULL DEFAULT '',
  \`user_registered\` datetime NOT NULL DEFAULT '0000-00-00 00:00:00'
) ENGINE=InnoDB DEFAULT CHARSET=utf8mb4 COLLATE=utf8mb4_unicode_520_ci;

ALTER TABLE \`wp_users\`
  ADD PRIMARY KEY (\`ID\`),
  ADD KEY \`user_login_key\` (\`user_login\`),
  ADD COLUMN \`user_status\` int(11) NOT NULL DEFAULT '0' COMMENT 'status' AFTER \`user_registered\`;

ALTER TABLE \`wp_users\`
  MODIFY \`ID\` bigint(20) UNSIGNED NOT NULL AUTO_INCREMENT, AUTO_INCREMENT=2;
ALTER TABLE wp_users CHANGE COLUMN user_login login varchar(80) NOT NULL;
ALTER TABLE wp_users COMMENT = 'Users';
`);
  const t = tables[0];

  it('adds keys, columns and auto-increment from later statements', () => {
    expect(diagnostics).toEqual([]);
    expect(t.fields.map((f) => f.columnName)).toEqual([
      'ID',
      'login',
      'user_registered',
      'user_status',
    ]);
    expect(field(t, 'ID')).toMatchObject({ primaryKey: true, autoIncrement: true, unsigned: true });
    expect(field(t, 'user_status')).toMatchObject({
      sqlType: 'int',
      defaultValue: '0',
      comment: 'status',
    });
    // CHANGE states the whole column again: the DEFAULT '' it leaves out is gone.
    expect(field(t, 'login')).toMatchObject({ length: 80, defaultValue: null });
    expect(t.comment).toBe('Users');
  });
});

describe('WordPress schema (wp-admin/includes/schema.php, lower-case keywords)', () => {
  const { tables, diagnostics } = readSql(`CREATE TABLE wp_posts (
	ID bigint(20) unsigned NOT NULL auto_increment,
	post_author bigint(20) unsigned NOT NULL default '0',
	post_date datetime NOT NULL default '0000-00-00 00:00:00',
	post_content longtext NOT NULL,
	post_status varchar(20) NOT NULL default 'publish',
	post_name varchar(200) NOT NULL default '',
	PRIMARY KEY  (ID),
	KEY post_name (post_name(191)),
	KEY type_status_date (post_type,post_status,post_date,ID)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;
CREATE TABLE wp_options (
	option_id bigint(20) unsigned NOT NULL auto_increment,
	option_name varchar(191) NOT NULL default '',
	autoload varchar(20) NOT NULL default 'yes',
	PRIMARY KEY  (option_id),
	UNIQUE KEY option_name (option_name)
) DEFAULT CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_520_ci;`);

  it('reads every column with unsigned, defaults and keys', () => {
    expect(diagnostics).toEqual([]);
    const posts = table(tables, 'wp_posts');
    expect(posts.fields.map((f) => f.columnName)).toEqual([
      'ID',
      'post_author',
      'post_date',
      'post_content',
      'post_status',
      'post_name',
    ]);
    expect(field(posts, 'ID')).toMatchObject({
      sqlType: 'bigint',
      length: 20,
      unsigned: true,
      autoIncrement: true,
      primaryKey: true,
    });
    expect(field(posts, 'post_date').defaultValue).toBe('0000-00-00 00:00:00');
    expect(field(posts, 'post_name')).toMatchObject({ defaultValue: '', unique: false });
    expect(field(table(tables, 'wp_options'), 'option_name').unique).toBe(true);
  });
});

describe('hand-written MySQL DDL', () => {
  it('uses a trailing -- comment when there is no COMMENT clause', () => {
    const { tables } = read(`create table t_order (
  id bigint primary key auto_increment, -- 主键
  order_no varchar(32) not null -- order number, unique
  , amount decimal(12, 2) comment 'explicit wins' -- ignored
  -- a comment line about status
  , status tinyint
)`);
    const t = tables[0];
    expect(field(t, 'id').comment).toBe('主键');
    expect(field(t, 'order_no').comment).toBe('order number, unique');
    expect(field(t, 'amount').comment).toBe('explicit wins');
    expect(field(t, 'status').comment).toBe('');
  });

  it('reads several tables without semicolons, and keeps the last of a table created twice', () => {
    const { tables } = read(`CREATE TABLE a (x int)
CREATE TABLE b (y int)
DROP TABLE IF EXISTS a;
CREATE TABLE a (x int, z varchar(10))`);
    expect(tables.map((t) => t.tableName)).toEqual(['b', 'a']);
    expect(tables[1].fields.map((f) => f.columnName)).toEqual(['x', 'z']);
  });

  it('reads a CREATE TABLE right after an INSERT without a semicolon', () => {
    const { tables } = read(`INSERT INTO a VALUES (1, 'x'),
(2, 'CREATE TABLE no (x int)')
CREATE TABLE b (y int, z text)`);
    expect(tables.map((t) => [t.tableName, t.fields.length])).toEqual([['b', 2]]);
  });

  it('reads schema-qualified names and "ANSI" quoted names', () => {
    const { tables } = read('CREATE TABLE shop."order" ("id" INT, "name" VARCHAR(5));');
    expect(tables[0]).toMatchObject({ tableName: 'order', schema: 'shop' });
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'name']);
  });

  it('reports a column it cannot read and still returns the others', () => {
    const { tables, diagnostics } = read(
      'CREATE TABLE t (\n  id int,\n  123 bad,\n  name text\n);',
    );
    expect(tables[0].fields.map((f) => f.columnName)).toEqual(['id', 'name']);
    expect(diagnostics).toEqual([
      { line: 3, column: 3, message: 'CREATE TABLE t: could not read this column definition' },
    ]);
  });

  it('reports an unterminated string with its position', () => {
    const { diagnostics } = read("CREATE TABLE t (\n  a int COMMENT 'oops\n);");
    expect(diagnostics).toContainEqual({ line: 2, column: 17, message: 'Unterminated string' });
  });

  it('skips USE, SET @x, source, DELIMITER blocks and GRANT', () => {
    const { tables, diagnostics } = read(`USE shop;
SET @x = 1;
source other.sql
GRANT ALL ON shop.* TO 'u'@'%';
DELIMITER $$
CREATE FUNCTION f() RETURNS INT DETERMINISTIC BEGIN DECLARE x INT; SET x = 1; RETURN x; END$$
DELIMITER ;
CREATE TABLE t (id INT);`);
    expect(diagnostics).toEqual([]);
    expect(tables.map((t) => t.tableName)).toEqual(['t']);
  });
});
