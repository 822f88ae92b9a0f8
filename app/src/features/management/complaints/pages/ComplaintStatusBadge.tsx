import type { ComplaintStatus } from '@city/contracts';
import { Badge, type BadgeTone } from '@city/design-system';
import { complaintStatusLabels } from '../../../../i18n/managementComplaints';

/** Waiting is a warning; an approved complaint confirmed a violation; a rejected one closed the matter. */
const STATUS_TONES: Record<ComplaintStatus, BadgeTone> = { pending: 'warning', approved: 'danger', rejected: 'neutral' };

/** docs/back-office.md#event-complaints: a complaint's status; the label, not the colour, carries it. */
export function ComplaintStatusBadge({ status }: { status: ComplaintStatus }) {
  return <Badge tone={STATUS_TONES[status]}>{complaintStatusLabels[status]}</Badge>;
}
