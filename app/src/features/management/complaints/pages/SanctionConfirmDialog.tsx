import { ConfirmDialog } from '@city/design-system';
import { userComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import type { UserSanctionState } from '../hooks/useUserSanction';

/** A block, suspension or unblocking changes what a person may do: it is confirmed first. */
export function SanctionConfirmDialog({ sanction }: { sanction: UserSanctionState }) {
  const { pending } = sanction;
  if (!pending) return null;
  return (
    <ConfirmDialog
      title={messages.confirmTitles[pending.sanction]}
      message={messages.confirmMessages[pending.sanction](pending.complaint.user_name)}
      confirmLabel={messages.sanctions[pending.sanction]}
      tone={pending.sanction === 'block' ? 'danger' : 'primary'}
      isOpen={sanction.isConfirming}
      onOpenChange={sanction.setConfirming}
      onConfirm={() => void sanction.confirm()}
    />
  );
}
