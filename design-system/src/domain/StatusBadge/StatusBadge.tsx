import { STATUS_LABELS, statusOf, type UserStatus } from '@city/contracts';
import { Badge, type BadgeTone } from '../../primitives/Badge';

export interface StatusBadgeProps {
  /** Any status word from the API; an unknown one (or `active`) is shown as confirmed. */
  status: string | null | undefined;
}

const STATUS_TONES: Record<UserStatus, BadgeTone> = {
  confirmed: 'success',
  suspended: 'warning',
  blocked: 'danger',
};

/** docs/back-office.md#users: an account status as a badge; the label, not the colour, carries it. */
export function StatusBadge({ status }: StatusBadgeProps) {
  const known = statusOf(status);
  return <Badge tone={STATUS_TONES[known]}>{STATUS_LABELS[known]}</Badge>;
}
