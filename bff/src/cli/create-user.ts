import { parseArgs } from 'node:util';
import {
  emailSchema,
  PASSWORD_MESSAGES,
  PASSWORD_RULES,
  ROLES,
  USER_STATUSES,
  type Role,
  type UserStatus,
} from '@city/contracts';
import type { Environment } from '../config';
import { isEntryPoint } from '../entry-point';
import { hashPassword } from '../services/passwords';
import { findAccountByEmail, insertAccount } from '../services/users';
import { CliInputError, consoleOutput, withMigratedDatabase, type CliOutput } from './cli-support';

const USAGE =
  'Использование: npm run create-user -- --email E --password P --role admin|moderator|user [--name "Имя"] ' +
  '[--status confirmed|suspended|blocked]\n' +
  'Статус нового аккаунта по умолчанию confirmed; у существующего он меняется, только если указан --status.';

interface CreateUserInput {
  email: string;
  password: string;
  role: Role;
  displayName: string | null;
  /** null: not given (a new account is confirmed, an existing one keeps its status). */
  status: UserStatus | null;
}

/** Checks the arguments with the same rules as the site (docs/accounts.md#forms), in Russian. */
export function parseCreateUserArgs(argv: readonly string[]): CreateUserInput {
  let values;
  try {
    ({ values } = parseArgs({
      args: [...argv],
      options: {
        email: { type: 'string' },
        password: { type: 'string' },
        role: { type: 'string' },
        name: { type: 'string' },
        status: { type: 'string' },
      },
      strict: true,
    }));
  } catch (error) {
    throw new CliInputError(`${error instanceof Error ? error.message : String(error)}\n${USAGE}`);
  }
  const problems: string[] = [];
  if (!values.email || !values.password || !values.role) {
    throw new CliInputError(`Нужны параметры --email, --password и --role.\n${USAGE}`);
  }
  const email = emailSchema.safeParse(values.email);
  if (!email.success) problems.push(`--email: ${email.error.issues[0]?.message ?? 'Введите корректный email'}`);
  const unmet = PASSWORD_RULES.filter((rule) => !rule.test(values.password ?? ''));
  if (unmet.length > 0) {
    problems.push(`--password: ${PASSWORD_MESSAGES.weak}: ${unmet.map((rule) => rule.message).join('; ')}`);
  }
  const role = ROLES.find((candidate) => candidate === values.role);
  if (!role) problems.push(`--role: ожидается admin, moderator или user, получено «${values.role}»`);
  const status = values.status === undefined ? null : USER_STATUSES.find((candidate) => candidate === values.status);
  if (status === undefined) problems.push(`--status: ожидается confirmed, suspended или blocked, получено «${values.status}»`);
  const displayName = values.name?.trim() || null;
  if (displayName && displayName.length > 100) problems.push('--name: не более 100 символов');
  if (problems.length > 0 || !email.success || !role || status === undefined) throw new CliInputError(problems.join('\n'));
  return { email: email.data, password: values.password, role, displayName, status };
}

/**
 * docs/operations.md#mail: creates an account with a verified e-mail (confirmed unless --status says
 * otherwise: the journeys make suspended and blocked people with it), or updates the role,
 * password and, when given, the status of an existing one (its sessions end, as after any
 * password change).
 */
export async function main(
  argv: readonly string[] = process.argv.slice(2),
  env: Environment = process.env,
  output: CliOutput = consoleOutput,
): Promise<number> {
  let input: CreateUserInput;
  try {
    input = parseCreateUserArgs(argv);
  } catch (error) {
    output.err(error instanceof Error ? error.message : String(error));
    return 1;
  }
  return withMigratedDatabase(env, output, async (db, config) => {
    const passwordHash = await hashPassword(input.password);
    const existing = await findAccountByEmail(db, input.email);
    if (existing) {
      await db.transaction(async (tx) => {
        await tx.query(
          `UPDATE users SET role = $2, password_hash = $3, display_name = coalesce($4, display_name),
                            status = coalesce($5, status),
                            email_verified_at = coalesce(email_verified_at, now()), updated_at = now()
            WHERE id = $1`,
          [existing.id, input.role, passwordHash, input.displayName, input.status],
        );
        await tx.query('DELETE FROM sessions WHERE user_id = $1', [existing.id]);
      });
      const status = input.status ?? existing.status;
      output.out(`Аккаунт ${input.email} обновлён: роль ${input.role}, статус ${status}, новый пароль (id ${existing.id}).`);
      return;
    }
    const created = await insertAccount(db, {
      email: input.email,
      passwordHash,
      displayName: input.displayName,
      role: input.role,
      status: input.status ?? 'confirmed',
      city: config.city,
      verified: true,
    });
    if (!created) throw new Error(`аккаунт ${input.email} появился одновременно с этой командой, повторите её`);
    output.out(
      `Аккаунт ${input.email} создан: роль ${input.role}, статус ${created.status}, email подтверждён (id ${created.id}).`,
    );
  });
}

if (isEntryPoint(import.meta.url)) process.exitCode = await main();
