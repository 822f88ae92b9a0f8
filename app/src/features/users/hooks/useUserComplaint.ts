import { useState } from 'react';
import type { PublicProfile } from '@city/contracts';
import { showToast } from '@city/design-system';
import { complainAboutUser } from '../../../api/users';
import { userProfileMessages } from '../../../i18n/profileMessages';
import { announceFailure } from '../../../api/failurePolicy';
import { userComplaintFailure } from '../mappers/complaintFailure';

export interface ComplaintAboutUserFlow {
  isOpen: boolean;
  setOpen(open: boolean): void;
  /** ReportDialog's onSubmit: it closes the dialog itself, whatever the outcome. */
  submit(reason: string): Promise<void>;
}

/**
 * docs/people.md#reporting-a-person: reporting a person from their public profile. Success: 'Жалоба отправлена
 * модераторам'; failure: the server's text or 'Произошла ошибка при подаче жалобы'.
 */
export function useUserComplaint(profile: PublicProfile | null): ComplaintAboutUserFlow {
  const [isOpen, setOpen] = useState(false);
  return {
    isOpen,
    setOpen,
    async submit(reason) {
      if (!profile) return;
      try {
        await complainAboutUser(profile.id, reason, { kind: 'action' });
      } catch (error) {
        announceFailure(error, { label: 'Жалоба на пользователя не отправлена', ...userComplaintFailure });
        return;
      }
      showToast({ tone: 'success', title: userProfileMessages.complaintSent });
    },
  };
}
