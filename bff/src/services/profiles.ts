import { birthDateProblem, type Profile, type UserStatus, type ValidProfileUpdate } from '@city/contracts';
import type { Database } from '../db/database';
import { ValidationError } from '../errors';
import { cityDateOf } from './city-calendar';
import type { Clock } from './clock';
import type { Account } from './users';

export interface ProfileServiceDeps {
  db: Database;
  clock: Clock;
  /** APP_TIMEZONE: "not in the future" means not after the city's today. */
  timeZone: string;
  /** CITY: shown for accounts made before the city was recorded on them (CLI, tests). */
  city: string;
}

export type ProfileService = ReturnType<typeof createProfileService>;

interface ProfileRow {
  id: number;
  email: string;
  status: UserStatus;
  display_name: string | null;
  birth_date: string | null;
  bio: string | null;
  city: string | null;
  show_name: boolean;
  show_birth_date: boolean;
  show_bio: boolean;
  remind_events: boolean;
}

const PROFILE_COLUMNS = 'id, email, status, display_name, birth_date, bio, city, show_name, show_birth_date, show_bio, remind_events';

/** docs/people.md#own-profile: the own profile page (/profile) reads and saves these. */
export function createProfileService({ db, clock, timeZone, city }: ProfileServiceDeps) {
  const toProfile = (row: ProfileRow): Profile => ({
    id: row.id,
    email: row.email,
    status: row.status,
    displayName: row.display_name,
    birthDate: row.birth_date,
    bio: row.bio,
    city: row.city ?? city,
    showName: row.show_name,
    showBirthDate: row.show_birth_date,
    showBio: row.show_bio,
    remindEvents: row.remind_events,
  });

  return {
    async get(account: Account): Promise<Profile> {
      const [row] = await db.query<ProfileRow>(`SELECT ${PROFILE_COLUMNS} FROM users WHERE id = $1`, [account.id]);
      if (!row) throw new Error(`the signed-in account ${account.id} has no users row`);
      return toProfile(row);
    },

    /**
     * Replaces the editable fields: the page omits empty ones (docs/people.md#own-profile), so an omitted
     * text field or date is cleared. The city and the account fields are not editable.
     */
    async update(account: Account, update: ValidProfileUpdate): Promise<Profile> {
      if (update.birthDate !== null) {
        const problem = birthDateProblem(update.birthDate, cityDateOf(clock(), timeZone));
        if (problem) throw new ValidationError(problem);
      }
      const [row] = await db.query<ProfileRow>(
        `UPDATE users
            SET display_name = $2, birth_date = $3, bio = $4, show_name = $5, show_birth_date = $6, show_bio = $7,
                remind_events = coalesce($8, remind_events), updated_at = now()
          WHERE id = $1
          RETURNING ${PROFILE_COLUMNS}`,
        [
          account.id,
          update.displayName,
          update.birthDate,
          update.bio,
          update.showName,
          update.showBirthDate,
          update.showBio,
          // Omitted by a page that does not know the switch: left as it is.
          update.remindEvents ?? null,
        ],
      );
      if (!row) throw new Error(`the signed-in account ${account.id} has no users row`);
      return toProfile(row);
    },
  };
}
