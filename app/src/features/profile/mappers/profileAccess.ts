import type { Profile, User, UserStatus } from '@city/contracts';
import { sessionMessages } from '../../../i18n/messages';

/**
 * docs/people.md#own-profile: a suspended or blocked account may view its profile but not edit it;
 * the form turns read-only and says why. Undefined: the profile is editable.
 */
export function profileReadOnlyMessage(status: UserStatus): string | undefined {
  if (status === 'suspended') return sessionMessages.suspended;
  if (status === 'blocked') return sessionMessages.blocked;
  return undefined;
}

/**
 * The session user after a save: the user menu shows the display name, so the saved one replaces
 * it at once (no second round trip, which would sign the page out if it failed).
 */
export const sessionUserAfterSave = (user: User, saved: Profile): User => ({
  ...user,
  displayName: saved.displayName,
  status: saved.status,
});
