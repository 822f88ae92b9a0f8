import { useRef, useState } from 'react';
import type { Profile, ProfileUpdate } from '@city/contracts';
import { showToast } from '@city/design-system';
import { updateProfile } from '../../../api/profile';
import { profilePageMessages } from '../../../i18n/profileMessages';
import { announceFailure } from '../../../api/failurePolicy';
import { profileSaveFailure } from '../mappers/saveFailure';

export interface SaveProfileFlow {
  isSaving: boolean;
  save(update: ProfileUpdate): Promise<void>;
}

/**
 * docs/people.md#own-profile: saving the own profile. Success: 'Профиль сохранён' and `onSaved` with
 * the profile as saved; failure: a toast with the server's text or 'Произошла ошибка при
 * сохранении профиля'. A second press while saving is ignored.
 */
export function useSaveProfile(onSaved: (saved: Profile) => Promise<unknown> | void): SaveProfileFlow {
  const [isSaving, setSaving] = useState(false);
  // A ref for the check (two presses in one frame both see the old state), state for the render.
  const savingRef = useRef(false);

  async function save(update: ProfileUpdate): Promise<void> {
    if (savingRef.current) return;
    savingRef.current = true;
    setSaving(true);
    let saved: Profile;
    try {
      saved = await updateProfile(update, { kind: 'action' });
    } catch (error) {
      announceFailure(error, { label: 'Профиль не сохранён', ...profileSaveFailure });
      return;
    } finally {
      savingRef.current = false;
      setSaving(false);
    }
    showToast({ tone: 'success', title: profilePageMessages.saved });
    await onSaved(saved);
  }

  return { isSaving, save };
}
