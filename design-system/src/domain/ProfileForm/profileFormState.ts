import { PROFILE_LIMITS, type Profile, type ProfileUpdate } from '@city/contracts';
import type { CharacterCounter } from '../../primitives/TextArea';

/** What the form edits; text fields as typed, the birth date as the selectors give it. */
export interface ProfileFormValues {
  displayName: string;
  birthDate: string | null;
  bio: string;
  showName: boolean;
  showBirthDate: boolean;
  showBio: boolean;
  remindEvents: boolean;
}

// docs/people.md#reporting-a-person gives the maxima; the counters turn red in the last tenth, as the report reason's does.
export const DISPLAY_NAME_COUNTER: CharacterCounter = {
  max: PROFILE_LIMITS.displayNameMax,
  warnAt: PROFILE_LIMITS.displayNameMax * 0.9,
};
export const BIO_COUNTER: CharacterCounter = { max: PROFILE_LIMITS.bioMax, warnAt: PROFILE_LIMITS.bioMax * 0.9 };

export function profileFormValues(profile: Profile): ProfileFormValues {
  return {
    displayName: profile.displayName ?? '',
    birthDate: profile.birthDate,
    bio: profile.bio ?? '',
    showName: profile.showName,
    showBirthDate: profile.showBirthDate,
    showBio: profile.showBio,
    remindEvents: profile.remindEvents,
  };
}

/** Whether two loads of the profile would fill the form differently (then the form starts over). */
export function sameFormValues(a: ProfileFormValues, b: ProfileFormValues): boolean {
  return (Object.keys(a) as Array<keyof ProfileFormValues>).every((key) => a[key] === b[key]);
}

/**
 * docs/people.md#own-profile: PUT /api/profile gets the same fields with the empty ones omitted (an
 * omitted text field is cleared); texts are trimmed, so blanks count as empty. The switches are
 * always sent, the reminder one included (docs/events.md#reminders). The city and the account
 * fields are not editable and never sent.
 */
export function profileUpdateOf(values: ProfileFormValues): ProfileUpdate {
  const displayName = values.displayName.trim();
  const bio = values.bio.trim();
  return {
    ...(displayName && { displayName }),
    ...(values.birthDate && { birthDate: values.birthDate }),
    ...(bio && { bio }),
    showName: values.showName,
    showBirthDate: values.showBirthDate,
    showBio: values.showBio,
    remindEvents: values.remindEvents,
  };
}
