import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import {
  formatLanguageSchema,
  inputTypeSchema,
  sqlDialectSchema,
  type FormatLanguage,
  type InputType,
  type SqlDialect,
} from '../../src/contract/text';
import { checkParseResult } from './domain/check';
import { FormatError, formatText } from './domain/format';
import { parseFile } from './domain/parser';

const USAGE = `Usage: npm run parse -- <command> <file> [options]

Commands:
  parse <file>   Print the tables and diagnostics read from the file (JSON)
  check <file>   Print the problems found in the file's tables (JSON)
  format <file>  Print the file pretty-printed (needs --language)

Options:
  --type <t>       Input type: ${inputTypeSchema.options.join(', ')} (default: by extension, then detected)
  --dialect <d>    SQL dialect: ${sqlDialectSchema.options.join(', ')} (default: detected)
  --language <l>   format only: ${formatLanguageSchema.options.join(', ')}
  --help           Show this help

Exit codes: 0 ok, 1 diagnostics or error problems, 2 wrong usage or unreadable file.`;

class UsageError extends Error {}

interface Args {
  command: 'parse' | 'check' | 'format';
  file: string;
  type?: InputType;
  dialect?: SqlDialect;
  language?: FormatLanguage;
}

function pick<T extends string>(values: readonly T[], value: string, option: string): T {
  const found = values.find((v) => v === value);
  if (found === undefined) {
    throw new UsageError(`${option} must be one of ${values.join(', ')} (got "${value}").`);
  }
  return found;
}

function parseArgs(argv: string[]): Args | 'help' {
  if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) return 'help';
  const positional: string[] = [];
  const options: Partial<Args> = {};
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    if (!arg.startsWith('--')) {
      positional.push(arg);
      continue;
    }
    const value = argv[++i];
    if (value === undefined) throw new UsageError(`${arg} needs a value.`);
    if (arg === '--type') options.type = pick(inputTypeSchema.options, value, arg);
    else if (arg === '--dialect') options.dialect = pick(sqlDialectSchema.options, value, arg);
    else if (arg === '--language')
      options.language = pick(formatLanguageSchema.options, value, arg);
    else throw new UsageError(`Unknown option ${arg}.`);
  }
  const [command, file, ...extra] = positional;
  if (command !== 'parse' && command !== 'check' && command !== 'format') {
    throw new UsageError(`Unknown command "${command ?? ''}".`);
  }
  if (file === undefined) throw new UsageError(`${command} needs a file.`);
  if (extra.length > 0) throw new UsageError(`Unexpected argument "${extra[0]}".`);
  if (command === 'format' && options.language === undefined) {
    throw new UsageError('format needs --language sql|json|java.');
  }
  return { command, file, ...options };
}

async function run(args: Args): Promise<number> {
  let bytes: Buffer;
  try {
    bytes = readFileSync(args.file);
  } catch (error) {
    throw new UsageError(`Cannot read ${args.file}: ${(error as Error).message}`);
  }
  if (args.command === 'format') {
    try {
      const { text } = await formatText({
        text: bytes.toString('utf8'),
        language: args.language ?? 'sql',
        dialect: args.dialect,
      });
      process.stdout.write(text);
      return 0;
    } catch (error) {
      if (!(error instanceof FormatError)) throw error;
      process.stderr.write(`${args.file}: ${error.message}\n`);
      return 1;
    }
  }
  const result = await parseFile(basename(args.file), bytes, {
    inputType: args.type ?? 'auto',
    dialect: args.dialect,
  });
  if (args.command === 'parse') {
    process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
    return result.diagnostics.length > 0 ? 1 : 0;
  }
  const problems = checkParseResult(result);
  process.stdout.write(`${JSON.stringify(problems, null, 2)}\n`);
  return problems.some((p) => p.severity === 'error') ? 1 : 0;
}

async function main(): Promise<number> {
  try {
    const args = parseArgs(process.argv.slice(2));
    if (args === 'help') {
      process.stdout.write(`${USAGE}\n`);
      return 0;
    }
    return await run(args);
  } catch (error) {
    if (!(error instanceof UsageError)) throw error;
    process.stderr.write(`${error.message}\n\n${USAGE}\n`);
    return 2;
  }
}

void main().then((code) => {
  process.exitCode = code;
});
