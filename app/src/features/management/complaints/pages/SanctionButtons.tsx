import type { UserComplaint } from '@city/contracts';
import { Button, Stack } from '@city/design-system';
import { userComplaintsMessages as messages } from '../../../../i18n/managementComplaints';
import { sanctionsFor, type UserSanction } from '../mappers/userSanctions';

export interface SanctionButtonsProps {
  complaint: UserComplaint;
  /** The account is being changed: its buttons wait. */
  isBusy: boolean;
  onSanction(sanction: UserSanction): void;
}

const VARIANTS = { block: 'danger', suspend: 'secondary', unblock: 'secondary' } as const;

/** docs/back-office.md#users: block or suspend from a standing complaint; unblock a restricted account. */
export function SanctionButtons({ complaint, isBusy, onSanction }: SanctionButtonsProps) {
  const sanctions = sanctionsFor(complaint);
  if (sanctions.length === 0) return null;
  return (
    <Stack direction="row" gap="xs" wrap>
      {sanctions.map((sanction) => (
        <Button
          key={sanction}
          size="sm"
          variant={VARIANTS[sanction]}
          isPending={isBusy}
          aria-label={`${messages.sanctions[sanction]}: ${complaint.user_name}`}
          onPress={() => onSanction(sanction)}
        >
          {messages.sanctions[sanction]}
        </Button>
      ))}
    </Stack>
  );
}
