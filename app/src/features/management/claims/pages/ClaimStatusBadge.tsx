import type { ClaimStatus } from '@city/contracts';
import { Badge, type BadgeTone } from '@city/design-system';
import { claimStatusLabels } from '../../../../i18n/managementClaims';

/** Waiting is a warning; an approved complaint confirmed a violation; a rejected one closed the matter. */
const STATUS_TONES: Record<ClaimStatus, BadgeTone> = { pending: 'warning', approved: 'danger', rejected: 'neutral' };

/** docs/back-office.md#event-complaints: a complaint's status; the label, not the colour, carries it. */
export function ClaimStatusBadge({ status }: { status: ClaimStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{claimStatusLabels[status]}</Badge>;
}
