import { ROLE_LABELS, roleOf, type Role } from '@city/contracts';
import { Badge, type BadgeTone } from '../../primitives/Badge';

export interface RoleBadgeProps {
  /** Any role word from the API; an unknown one is shown as a plain user. */
  role: string | null | undefined;
}

const ROLE_TONES: Record<Role, BadgeTone> = {
  user: 'neutral',
  moderator: 'info',
  admin: 'accent',
};

/** docs/back-office.md#users: an account role as a badge; the label, not the colour, carries it. */
export function RoleBadge({ role }: RoleBadgeProps) {
  const known = roleOf(role);
  return <Badge tone={ROLE_TONES[known]}>{ROLE_LABELS[known]}</Badge>;
}
