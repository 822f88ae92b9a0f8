import { ConfirmDialog } from '@city/design-system';
import { eventDetailsMessages } from '../../../i18n/messages';
import type { DeleteEventFlow } from '../hooks/useDeleteEvent';

/** docs/events.md#deleting: deleting an event asks first. */
export function DeleteEventDialog({ flow }: { flow: DeleteEventFlow }) {
  return (
    <ConfirmDialog
      tone="danger"
      title={eventDetailsMessages.deleteTitle}
      message={flow.candidate ? eventDetailsMessages.deleteMessage(flow.candidate.title) : ''}
      confirmLabel={eventDetailsMessages.deleteConfirm}
      isOpen={flow.candidate !== null}
      onOpenChange={flow.setOpen}
      onConfirm={flow.confirm}
    />
  );
}
