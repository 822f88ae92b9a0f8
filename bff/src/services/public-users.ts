import {
  ageOn,
  parseCalendarDate,
  PROFILE_MESSAGES,
  type EventCollectionResponse,
  type PublicProfile,
  type UserStatus,
} from '@city/contracts';
import type { Database } from '../db/database';
import { NotFoundError } from '../errors';
import { cityDateOf } from './city-calendar';
import type { Clock } from './clock';
import { maySeeEvent } from './event-access';
import { selectEvents, toEvent } from './event-rows';
import type { Account } from './users';

export interface PublicUserServiceDeps {
  db: Database;
  clock: Clock;
  /** APP_TIMEZONE: the age is counted on the city's today. */
  timeZone: string;
  /** CITY: shown for accounts made before the city was recorded on them. */
  city: string;
}

export type PublicUserService = ReturnType<typeof createPublicUserService>;

export interface PublicUserRow {
  id: number;
  status: UserStatus;
  display_name: string | null;
  birth_date: string | null;
  bio: string | null;
  city: string | null;
  show_name: boolean;
  show_birth_date: boolean;
  show_bio: boolean;
  created_at: Date;
}

/** A blank text is as good as none: it is not shown. */
const shownText = (value: string | null, shown: boolean): string | undefined =>
  shown && value !== null && value.trim() !== '' ? value : undefined;

/**
 * The person behind /users/{id}, or 404 «Пользователь с указанным ID не существует…». An account
 * whose e-mail is not verified does not exist for other people yet: it is answered like a
 * missing id, so the page cannot be used to probe registrations.
 */
export async function findPublicUser(db: Database, userId: number): Promise<PublicUserRow> {
  const [row] = await db.query<PublicUserRow>(
    `SELECT id, status, display_name, birth_date, bio, city, show_name, show_birth_date, show_bio, created_at
       FROM users
      WHERE id = $1 AND email_verified_at IS NOT NULL`,
    [userId],
  );
  if (!row) throw new NotFoundError(PROFILE_MESSAGES.userNotFound);
  return row;
}

/** docs/people.md#public-profile (/users/{id}), docs/people.md#public-profile: what other people see of a person. */
export function createPublicUserService({ db, clock, timeZone, city }: PublicUserServiceDeps) {
  /**
   * Hidden fields are left out of the object (so out of the JSON), not sent as null: nothing the
   * person hid leaves the server. The age comes only with a shown birth date.
   */
  function toPublicProfile(row: PublicUserRow): PublicProfile {
    const profile: PublicProfile = {
      id: row.id,
      city: row.city ?? city,
      status: row.status,
      createdAt: row.created_at.toISOString(),
    };
    const displayName = shownText(row.display_name, row.show_name);
    if (displayName !== undefined) profile.displayName = displayName;
    const birthDate = row.show_birth_date ? row.birth_date : null;
    const birthDay = birthDate === null ? null : parseCalendarDate(birthDate);
    if (birthDate !== null && birthDay !== null) {
      profile.birthDate = birthDate;
      profile.age = ageOn(birthDay, cityDateOf(clock(), timeZone));
    }
    const bio = shownText(row.bio, row.show_bio);
    if (bio !== undefined) profile.bio = bio;
    return profile;
  }

  return {
    async profile(userId: number): Promise<PublicProfile> {
      return toPublicProfile(await findPublicUser(db, userId));
    },

    /**
     * Every event the person organizes, past included (the page's 'show past' filters), start
     * ascending, deleted ones left out; one under complaint only for those who may see it anyway.
     */
    async events(viewer: Account, userId: number): Promise<EventCollectionResponse> {
      await findPublicUser(db, userId);
      const rows = await selectEvents(db, viewer.id, (params) => ({
        where: ['e.deleted_at IS NULL', `e.organizer_id = ${params.add(userId)}::bigint`],
      }));
      return { events: rows.filter((row) => maySeeEvent(row, viewer)).map((row) => toEvent(row, timeZone)) };
    },
  };
}
