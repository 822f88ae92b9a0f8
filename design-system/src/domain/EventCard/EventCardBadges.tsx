import type { EventCategory } from '@city/contracts';
import { Badge } from '../../primitives/Badge';
import { RubleIcon } from '../../primitives/shared';
import { visuallyHidden } from '../../primitives/shared/visuallyHidden.css';
import { formatAgeLimit, priceLabel } from '../shared-format';
import * as styles from './EventCard.css';

interface EventCardBadgesProps {
  ageLimit: number;
  category: EventCategory;
  isPaid: boolean;
  price: number | null;
}

/** docs/events.md#the-card: the age limit, category and price badges of a card. */
export function EventCardBadges({ ageLimit, category, isPaid, price }: EventCardBadgesProps) {
  const label = priceLabel({ isPaid, price });
  return (
    <ul className={styles.badges} aria-label="Сведения о мероприятии">
      <li>
        <Badge tone="neutral">{formatAgeLimit(ageLimit)}</Badge>
      </li>
      <li>
        <Badge tone="accent">{category}</Badge>
      </li>
      <li>
        {label.kind === 'price' && (
          <Badge tone="warning">
            {/* The ruble icon is the sign the eye reads; the hidden ₽ is what a screen reader reads. */}
            {label.amount}
            {'\u00a0'}
            <RubleIcon className={styles.rubleIcon} />
            <span className={visuallyHidden}>₽</span>
          </Badge>
        )}
        {label.kind === 'paid' && <Badge tone="warning">Платно</Badge>}
        {label.kind === 'free' && <Badge tone="success">Бесплатно</Badge>}
      </li>
    </ul>
  );
}
