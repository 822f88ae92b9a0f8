import { approvedComplaintsTone, type ComplaintsTone } from '@city/contracts';
import { Badge } from '../../primitives/Badge';
import { ToneIcon, type StatusTone } from '../../primitives/shared/icons';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';

export interface ComplaintsCountCellProps {
  /** All complaints about the organizer's events. */
  total: number;
  /** The approved ones: they set the colour. */
  approved: number;
}

const TONE_ICONS: Record<ComplaintsTone, StatusTone> = { success: 'success', warning: 'warning', danger: 'error' };

/**
 * docs/back-office.md#statistics: the organizer's 'total / approved' complaints, green at 0 approved,
 * yellow at 1–2, red above. An icon marks the level too, and a screen reader hears words, not a slash.
 */
export function ComplaintsCountCell({ total, approved }: ComplaintsCountCellProps) {
  const tone = approvedComplaintsTone(approved);
  return (
    <Badge tone={tone} icon={<ToneIcon tone={TONE_ICONS[tone]} />}>
      <span aria-hidden="true">
        {total} / {approved}
      </span>
      <span className={visuallyHidden}>
        Жалоб: {total}, одобрено: {approved}
      </span>
    </Badge>
  );
}
