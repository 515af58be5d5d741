import type { SqlDialect } from '../../../../../src/contract/text';

/** Detection reads at most this much of the text: features show in the first statements. */
const PREFIX = 64 * 1024;

type Signal = [SqlDialect, RegExp, number];

/**
 * Features and their weight; the dialect with the highest sum wins, MySQL on a tie or no signal.
 * Every pattern is linear (no nested quantifiers) and runs once over the bounded prefix.
 */
const SIGNALS: Signal[] = [
  // Product names in header comments ("-- MySQL dump", "DB Server: Db2", "PostgreSQL database dump").
  ['mysql', /\b(MySQL|MariaDB)\b/i, 4],
  ['postgresql', /\b(PostgreSQL|Postgres|pg_dump)\b/i, 4],
  ['sqlserver', /\b(SQL\s?Server|MSSQL|T-SQL|Transact-SQL)\b/i, 4],
  ['oracle', /\bOracle\b/i, 4],
  ['sqlite', /\bSQLite3?\b/i, 4],
  ['db2', /\bDB2\b/i, 4],

  ['mysql', /`[^`\n]+`/, 5],
  ['mysql', /\bENGINE\s*=/i, 6],
  ['mysql', /\bAUTO_INCREMENT\b/i, 5],
  ['mysql', /\/\*!\d/, 6],
  ['mysql', /\b(MySQL|MariaDB) dump\b/i, 10],
  ['mysql', /\bUNSIGNED\b/i, 3],
  ['mysql', /\b(DEFAULT\s+)?CHARSET\s*=/i, 3],
  ['mysql', /\bLOCK TABLES\b/i, 4],
  ['mysql', /\b(TINY|MEDIUM|LONG)(TEXT|BLOB)\b/i, 3],
  ['mysql', /\bCOMMENT\s+'/i, 2],
  ['mysql', /\bON UPDATE CURRENT_TIMESTAMP\b/i, 4],
  ['mysql', /\bENUM\s*\(/i, 2],
  ['mysql', /^\s*DELIMITER\s/im, 3],

  ['postgresql', /\b(BIG|SMALL)?SERIAL\b/i, 5],
  ['postgresql', /::\s*[a-z"]/i, 4],
  ['postgresql', /\bCOMMENT ON\b/i, 2],
  ['postgresql', /\bPostgreSQL database dump\b/i, 10],
  ['postgresql', /\bTIMESTAMPTZ\b/i, 5],
  ['postgresql', /\bSET search_path\b|\bpg_catalog\./i, 6],
  ['postgresql', /\bOWNER TO\b/i, 6],
  ['postgresql', /\$\$/, 4],
  ['postgresql', /\bCHARACTER VARYING\b/i, 4],
  ['postgresql', /\b(BYTEA|JSONB|TSVECTOR|INET|CIDR)\b/i, 5],
  ['postgresql', /\bnextval\s*\(/i, 4],
  ['postgresql', /\bALTER TABLE ONLY\b/i, 6],
  ['postgresql', /\bFROM stdin\b/i, 6],
  ['postgresql', /^\\(c|connect)\b/im, 5],
  ['postgresql', /\bCREATE EXTENSION\b/i, 6],
  ['postgresql', /\bLANGUAGE plpgsql\b/i, 6],
  ['postgresql', /\bINT[248]\b/i, 3],
  ['postgresql', /\bTEXT\s*\[\]/i, 3],

  ['sqlserver', /\[[^\]\n]+\]/, 3],
  ['sqlserver', /^\s*GO\s*$/im, 6],
  ['sqlserver', /\bIDENTITY\s*\(/i, 5],
  ['sqlserver', /\bN?VARCHAR\s*\(\s*MAX\s*\)/i, 6],
  ['sqlserver', /\bNVARCHAR\b/i, 1],
  ['sqlserver', /\bdbo\.|\[dbo\]/i, 6],
  ['sqlserver', /\bON \[PRIMARY\]/i, 6],
  ['sqlserver', /\bsp_addextendedproperty\b/i, 6],
  ['sqlserver', /\bSET (ANSI_NULLS|QUOTED_IDENTIFIER|NOCOUNT)\b/i, 6],
  ['sqlserver', /\b(NON)?CLUSTERED\b/i, 4],
  ['sqlserver', /\bGETDATE\s*\(/i, 3],
  ['sqlserver', /\b(UNIQUEIDENTIFIER|DATETIME2|DATETIMEOFFSET|SMALLDATETIME|NTEXT)\b/i, 4],
  ['sqlserver', /\bWITH (NO)?CHECK ADD\b/i, 5],
  ['sqlserver', /\bOBJECT_ID\s*\(|\bsysobjects\b|\bsysdatabases\b/i, 5],
  ['sqlserver', /^\s*:setvar\b/im, 6],

  ['oracle', /\bN?VARCHAR2\b/i, 6],
  ['oracle', /\bNUMBER\s*\(/i, 4],
  ['oracle', /\bNUMBER\b/i, 2],
  ['oracle', /^\s*\/\s*$/m, 3],
  ['oracle', /\bSYSDATE\b/i, 3],
  ['oracle', /^\s*PROMPT\b/im, 3],
  ['oracle', /\bNOT NULL ENABLE\b/i, 4],
  ['oracle', /\d\s+(BYTE|CHAR)\s*\)/i, 4],
  ['oracle', /\bRAW\s*\(/i, 3],
  ['oracle', /\bEXECUTE IMMEDIATE\b/i, 3],
  ['oracle', /\b(NOCACHE|NOCOMPRESS|NOLOGGING)\b/i, 3],
  ['oracle', /\bBINARY_(FLOAT|DOUBLE)\b/i, 4],
  ['oracle', /\bCONNECT\s+\w+\/\w+/i, 3],

  ['sqlite', /\bAUTOINCREMENT\b/i, 6],
  ['sqlite', /\bINTEGER\s+PRIMARY\s+KEY\b/i, 4],
  ['sqlite', /\bPRAGMA\b/i, 6],
  ['sqlite', /\bWITHOUT ROWID\b/i, 6],
  ['sqlite', /\bsqlite_\w+/i, 6],
  ['sqlite', /\bDROP TABLE IF EXISTS \[/i, 3],
  ['sqlite', /\bINTEGER\b/i, 1],

  ['db2', /\bORGANIZE BY\b/i, 6],
  ['db2', /\)\s*IN\s+"?\w+"?\s*(;|INDEX IN|LONG IN|COMPRESS|ORGANIZE)/i, 5],
  ['db2', /\b(CLOB|BLOB|DBCLOB)\s*\(\s*\d+\s*[KMG]\s*\)/i, 6],
  ['db2', /--#SET TERMINATOR/i, 8],
  ['db2', /\bFOR BIT DATA\b/i, 6],
  ['db2', /\b(VARGRAPHIC|DBCLOB|DECFLOAT)\b/i, 5],
  ['db2', /\bSYS(IBM|CAT|PROC)\./i, 6],
  ['db2', /\bCONNECT TO\b/i, 3],
  ['db2', /\bWITH DEFAULT\b/i, 3],
  ['db2', /\bCURRENT (TIMESTAMP|DATE)\b/i, 3],
  ['db2', /\b(COMPRESS YES|DATA CAPTURE)\b/i, 4],
];

const ORDER: SqlDialect[] = ['mysql', 'postgresql', 'sqlserver', 'oracle', 'sqlite', 'db2'];

/** The SQL dialect a script is written in, from features of its first 64 KB. */
export function detectSqlDialect(text: string): SqlDialect {
  const head = text.length > PREFIX ? text.slice(0, PREFIX) : text;
  const score: Record<SqlDialect, number> = {
    mysql: 0,
    postgresql: 0,
    sqlserver: 0,
    oracle: 0,
    sqlite: 0,
    db2: 0,
  };
  for (const [dialect, re, weight] of SIGNALS) if (re.test(head)) score[dialect] += weight;
  let best: SqlDialect = 'mysql';
  for (const d of ORDER) if (score[d] > score[best]) best = d;
  return best;
}
