import type { Role, User, UserStatus } from '@city/contracts';
import type { Database } from '../db/database';

/** A users row as the account services need it; `toUser` is what goes over the wire. */
export interface Account {
  id: number;
  email: string;
  displayName: string | null;
  role: Role;
  status: UserStatus;
  passwordHash: string;
  emailVerifiedAt: Date | null;
}

export interface AccountRow {
  id: number;
  email: string;
  display_name: string | null;
  role: Role;
  status: UserStatus;
  password_hash: string;
  email_verified_at: Date | null;
}

const ACCOUNT_COLUMN_NAMES = ['id', 'email', 'display_name', 'role', 'status', 'password_hash', 'email_verified_at'];

/** The columns `toAccount` reads, optionally qualified by a table alias for joins. */
export const accountColumns = (alias?: string): string =>
  ACCOUNT_COLUMN_NAMES.map((column) => (alias ? `${alias}.${column}` : column)).join(', ');
const ACCOUNT_COLUMNS = accountColumns();

export const toAccount = (row: AccountRow): Account => ({
  id: row.id,
  email: row.email,
  displayName: row.display_name,
  role: row.role,
  status: row.status,
  passwordHash: row.password_hash,
  emailVerifiedAt: row.email_verified_at,
});

/** docs/accounts.md#sessions: the user object every auth call answers with. */
export const toUser = ({ id, email, displayName, role, status }: Account): User => ({
  id,
  email,
  displayName,
  role,
  status,
});

export async function findAccountByEmail(db: Database, email: string): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE email = $1`, [email]);
  return row ? toAccount(row) : null;
}

export async function findAccountById(db: Database, id: number): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(`SELECT ${ACCOUNT_COLUMNS} FROM users WHERE id = $1`, [id]);
  return row ? toAccount(row) : null;
}

export interface NewAccount {
  email: string;
  passwordHash: string;
  displayName?: string | null;
  role?: Role;
  status?: UserStatus;
  /** docs/accounts.md#pages-and-guards: the profile shows the city read-only; it is the launch city (CITY). */
  city?: string | null;
  /** docs/people.md#own-profile profile fields ('yyyy-MM-dd' and free text); empty when not given. */
  birthDate?: string | null;
  bio?: string | null;
  verified: boolean;
}

/** Inserts an account; returns null when the e-mail is taken (the caller decides what that means). */
export async function insertAccount(db: Database, account: NewAccount): Promise<Account | null> {
  const [row] = await db.query<AccountRow>(
    `INSERT INTO users (email, password_hash, display_name, role, status, email_verified_at, city, birth_date, bio)
     VALUES ($1, $2, $3, $4, $5, CASE WHEN $6::boolean THEN now() END, $7, $8, $9)
     ON CONFLICT (email) DO NOTHING
     RETURNING ${ACCOUNT_COLUMNS}`,
    [
      account.email,
      account.passwordHash,
      account.displayName ?? null,
      account.role ?? 'user',
      account.status ?? 'confirmed',
      account.verified,
      account.city ?? null,
      account.birthDate ?? null,
      account.bio ?? null,
    ],
  );
  return row ? toAccount(row) : null;
}
