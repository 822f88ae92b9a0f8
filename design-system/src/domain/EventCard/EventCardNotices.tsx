import type { SystemComplaint } from '@city/contracts';
import { ShieldIcon } from '../../primitives/shared';
import { VIOLATION_CATEGORY_LABELS } from './violationLabels';
import * as styles from './EventCard.css';

interface EventCardNoticesProps {
  isUnderComplaint: boolean;
  isOrganizer: boolean;
  systemClaim: SystemComplaint | null;
}

/**
 * docs/events.md#the-card: the moderation notices. Plain text, not live regions: a grid of cards
 * would otherwise announce every notice at once.
 */
export function EventCardNotices({ isUnderComplaint, isOrganizer, systemClaim }: EventCardNoticesProps) {
  if (!isUnderComplaint && !systemClaim) return null;
  return (
    <div className={styles.notices}>
      {systemClaim && (
        <div className={styles.systemComplaintBanner}>
          <ShieldIcon className={styles.noticeIcon} />
          <div>
            <p className={styles.bannerTitle}>Мероприятие заблокировано автоматической модерацией</p>
            <p className={styles.bannerText}>
              Категория нарушения: {VIOLATION_CATEGORY_LABELS[systemClaim.metadata.category]}
            </p>
            {/* The organizer learns which law the text was read against, not just a word. */}
            <p className={styles.bannerText}>Основание: {systemClaim.metadata.lawReference}</p>
          </div>
        </div>
      )}
      {isUnderComplaint && (
        <p className={styles.complaintNotice}>
          <ShieldIcon className={styles.noticeIcon} />
          {isOrganizer
            ? 'На мероприятие поступила жалоба, оно проверяется модераторами'
            : 'Мероприятие проверяется модераторами'}
        </p>
      )}
    </div>
  );
}
