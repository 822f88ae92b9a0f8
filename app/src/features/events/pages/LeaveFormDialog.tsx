import { ConfirmDialog } from '@city/design-system';
import { eventFormPageMessages } from '../../../i18n/messages';
import type { LeaveConfirmation } from '../hooks/useLeaveConfirmation';

/** docs/events.md#creating-and-editing: the question a modified event form asks before the page is left. */
export function LeaveFormDialog({ leave }: { leave: LeaveConfirmation }) {
  return (
    <ConfirmDialog
      tone="danger"
      title={eventFormPageMessages.leaveTitle}
      message={eventFormPageMessages.leaveMessage}
      confirmLabel={eventFormPageMessages.leaveConfirm}
      cancelLabel={eventFormPageMessages.stay}
      isOpen={leave.isAsking}
      onOpenChange={(open) => {
        if (!open) leave.stay();
      }}
      onConfirm={leave.leave}
    />
  );
}
