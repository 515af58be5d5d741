import 'reflect-metadata';
import dotenv from 'dotenv';
import type { DataSource } from 'typeorm';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/dataSource';
import { User } from './entities/User';
import { creditBalance, findBalance, findVip, grantVip } from './services/vip';

/**
 * Operator commands on the database of DB_URL: credits and VIP membership, which nothing in the
 * product grants yet (sponsorship orders will). Runs the migrations first, like the server.
 */
const USAGE = `Usage: npm run admin -- <command> [arguments]

Commands:
  balance <email>                    Print the user's VIP balance and membership
  credit <email> <credits> [reason]  Add credits to the user's VIP balance (AI calls spend them)
  vip <email> <level> [YYYY-MM-DD]   Make the user a VIP of <level> until that day (none: no end)

Exit codes: 0 done, 1 no such user or database error, 2 wrong usage.`;

class UsageError extends Error {}
class NotFoundError extends Error {}

async function userIdOf(dataSource: DataSource, email: string): Promise<string> {
  const user = await dataSource
    .getRepository(User)
    .findOneBy({ email: email.trim().toLowerCase() });
  if (!user) throw new NotFoundError(`No user has the e-mail address ${email}`);
  return user.id;
}

function credits(text: string | undefined): number {
  const n = Number(text);
  if (!text || !/^\d+$/.test(text) || !Number.isSafeInteger(n) || n <= 0) {
    throw new UsageError(`<credits> must be a whole number above 0 (got "${text ?? ''}")`);
  }
  return n;
}

function endOfDay(text: string | undefined): Date | null {
  if (text === undefined) return null;
  const day = /^\d{4}-\d{2}-\d{2}$/.test(text) ? new Date(`${text}T23:59:59.000Z`) : null;
  if (!day || Number.isNaN(day.getTime()) || day.toISOString().slice(0, 10) !== text) {
    throw new UsageError(`The end day must be a date as YYYY-MM-DD (got "${text}")`);
  }
  return day;
}

async function describe(dataSource: DataSource, userId: string, email: string): Promise<string> {
  const { balance } = await findBalance(dataSource.manager, userId);
  const vip = await findVip(dataSource.manager, userId);
  const membership = vip
    ? `VIP ${vip.level} until ${vip.expiresAt?.slice(0, 10) ?? 'no end'}`
    : 'free user';
  return `${email}: balance ${balance} credits, ${membership}`;
}

async function run(argv: string[]): Promise<string> {
  const [command, email, ...rest] = argv;
  if (!['balance', 'credit', 'vip'].includes(command ?? '')) {
    throw new UsageError(command ? `Unknown command "${command}"` : 'No command given');
  }
  if (!email) throw new UsageError(`${command} needs an e-mail address`);
  // Validate the arguments before touching the database.
  const amount = command === 'credit' ? credits(rest[0]) : 0;
  const level = rest[0]?.trim() ?? '';
  if (command === 'vip' && (level === '' || level.length > 32)) {
    throw new UsageError('vip needs a <level> of 1 to 32 characters');
  }
  const until = command === 'vip' ? endOfDay(rest[1]) : null;

  dotenv.config();
  const config = loadConfig();
  const { dataSource } = await openDatabase(config.db, config.dbLimits);
  try {
    const userId = await userIdOf(dataSource, email);
    if (command === 'credit') {
      const reason = rest.slice(1).join(' ').trim() || 'Credited by an operator';
      await creditBalance(dataSource.manager, userId, amount, reason.slice(0, 200));
    } else if (command === 'vip') {
      await grantVip(dataSource.manager, userId, level, until);
    }
    return await describe(dataSource, userId, email);
  } finally {
    await dataSource.destroy();
  }
}

const argv = process.argv.slice(2);
if (argv.length === 0 || argv.includes('--help') || argv.includes('-h')) {
  console.log(USAGE);
} else {
  run(argv).then(
    (line) => console.log(line),
    (err: unknown) => {
      if (err instanceof UsageError) {
        console.error(`${err.message}\n\n${USAGE}`);
        process.exitCode = 2;
      } else if (err instanceof ConfigError) {
        console.error(err.message);
        process.exitCode = 2;
      } else {
        console.error(err instanceof Error ? err.message : String(err));
        process.exitCode = 1;
      }
    },
  );
}
