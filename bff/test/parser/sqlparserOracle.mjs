/**
 * sqlparser-rs (WASM) as a test oracle, run as a child process because its loader needs a dynamic
 * ESM import that jest's CommonJS runtime refuses. Reads `[{ dialect, statements }]` as JSON on
 * stdin and writes, per statement, `{ tableName, columns, primaryKey }` or `null` when rejected.
 */
import { init, parse } from '@guanmingchiu/sqlparser-ts';

const identValue = (part) => part?.Identifier?.value ?? part?.value;

/** Column names a PRIMARY KEY constraint lists, however the AST nests them. */
function keyColumns(node) {
  const names = [];
  const walk = (x) => {
    if (Array.isArray(x)) x.forEach(walk);
    else if (x && typeof x === 'object') {
      if (x.Identifier && typeof x.Identifier.value === 'string') names.push(x.Identifier.value);
      else if (typeof x.value === 'string' && 'quote_style' in x) names.push(x.value);
      else Object.values(x).forEach(walk);
    }
  };
  walk(node.columns);
  return names;
}

function summarize(statement, dialect) {
  let ast;
  try {
    ast = parse(statement, dialect);
  } catch {
    return null;
  }
  const create = ast.length === 1 ? ast[0].CreateTable : undefined;
  if (!create) return null;
  const primaryKey = [];
  const columns = create.columns.map((c) => {
    const options = JSON.stringify(c.options);
    if (/"PrimaryKey"|"is_primary":true/.test(options)) primaryKey.push(c.name.value);
    return c.name.value;
  });
  for (const k of create.constraints ?? []) {
    const pk = k.PrimaryKey ?? (k.Unique?.is_primary ? k.Unique : undefined);
    if (pk) primaryKey.push(...keyColumns(pk));
  }
  return { tableName: identValue(create.name[create.name.length - 1]), columns, primaryKey };
}

let input = '';
process.stdin.setEncoding('utf8');
process.stdin.on('data', (d) => (input += d));
process.stdin.on('end', async () => {
  await init();
  const jobs = JSON.parse(input);
  const out = jobs.map((j) => j.statements.map((s) => summarize(s, j.dialect)));
  process.stdout.write(JSON.stringify(out));
});
