import type { FeedbackCategory, FeedbackStatus } from '@city/contracts';
import type { Database } from '../db/database';

/**
 * Set-up steps for the people suites and the Pact provider states: profiles, complaints about
 * users and feedback, written straight to the database.
 */

export interface TestProfileInput {
  displayName?: string | null;
  /** 'yyyy-MM-dd' */
  birthDate?: string | null;
  bio?: string | null;
  city?: string | null;
  showName?: boolean;
  showBirthDate?: boolean;
  showBio?: boolean;
  /** docs/events.md#reminders: the switch «Напоминать о событиях». */
  remindEvents?: boolean;
}

/** Sets the given profile fields of a user; the ones left out keep their value. */
export async function setTestProfile(db: Database, userId: number, profile: TestProfileInput): Promise<void> {
  const columns: Record<keyof TestProfileInput, string> = {
    displayName: 'display_name',
    birthDate: 'birth_date',
    bio: 'bio',
    city: 'city',
    showName: 'show_name',
    showBirthDate: 'show_birth_date',
    showBio: 'show_bio',
    remindEvents: 'remind_events',
  };
  const given = (Object.keys(columns) as (keyof TestProfileInput)[]).filter((field) => profile[field] !== undefined);
  if (given.length === 0) return;
  const assignments = given.map((field, index) => `${columns[field]} = $${index + 2}`).join(', ');
  await db.query(`UPDATE users SET ${assignments} WHERE id = $1`, [userId, ...given.map((field) => profile[field] ?? null)]);
}

/**
 * Gives the user a known unsubscribe key (docs/events.md#reminders), so a pact can carry the link's
 * key; an account otherwise gets a random one. 32 lowercase hex digits, like ours.
 */
export async function setUnsubscribeKey(db: Database, userId: number, key: string): Promise<void> {
  if (!/^[0-9a-f]{32}$/.test(key)) throw new Error('an unsubscribe key is 32 lowercase hex digits');
  await db.query('UPDATE users SET unsubscribe_key = $2 WHERE id = $1', [userId, key]);
}

export interface TestUserComplaintInput {
  userId: number;
  complainantId: number;
  reason?: string;
  status?: 'pending' | 'approved' | 'rejected';
}

export async function insertUserComplaint(db: Database, input: TestUserComplaintInput): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    `INSERT INTO user_claims (user_id, reporter_id, reason, status) VALUES ($1, $2, $3, $4) RETURNING id`,
    [input.userId, input.complainantId, input.reason ?? 'Оскорбляет участников в описаниях', input.status ?? 'pending'],
  );
  return row!.id;
}

export interface TestFeedbackInput {
  userId: number;
  count: number;
  category?: FeedbackCategory;
  status?: FeedbackStatus;
}

/**
 * `count` feedback items by the user, with the account's e-mail, one minute apart ending now:
 * item n (1-based) is 'Отзыв n', so the newest is the highest number.
 */
export async function insertFeedback(
  db: Database,
  { userId, count, category = 'general', status = 'new' }: TestFeedbackInput,
): Promise<void> {
  await db.query(
    `INSERT INTO feedback (user_id, email, subject, message, category, status, created_at, updated_at)
     SELECT u.id, u.email, 'Отзыв ' || n, 'Сообщение номер ' || n, $3, $4,
            now() - ($2::int - n) * interval '1 minute', now() - ($2::int - n) * interval '1 minute'
       FROM users u CROSS JOIN generate_series(1, $2::int) AS n
      WHERE u.id = $1
      ORDER BY n`,
    [userId, count, category, status],
  );
}
