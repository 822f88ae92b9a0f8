import { Children, type ReactNode } from 'react';
import { Link } from '../../primitives/Link';
import { formatCount } from '../shared-format';
import * as styles from './StatCard.css';

export type StatCardTone = 'neutral' | 'info' | 'success' | 'warning' | 'danger';

export interface StatCardProps {
  /** What is counted, e.g. 'Всего пользователей'. */
  label: string;
  /** A number is grouped the ru-RU way ('12 345'); a string is shown as given. */
  value: number | string;
  /** A decorative icon before the value; the label carries the meaning. */
  icon?: ReactNode;
  /** Where the details are, e.g. { href: '/management/claims/events', label: 'К жалобам' }. */
  link?: { href: string; label: string };
  tone?: StatCardTone;
}

/** docs/back-office.md#dashboard: one total of the dashboard, as a term (the label) and its value. */
export function StatCard({ label, value, icon, link, tone = 'neutral' }: StatCardProps) {
  return (
    <div className={styles.card} data-tone={tone}>
      <dl className={styles.figure}>
        <dt className={styles.label}>{label}</dt>
        <dd className={styles.value}>
          {icon && (
            <span className={styles.icon} aria-hidden="true">
              {icon}
            </span>
          )}
          {typeof value === 'number' ? formatCount(value) : value}
        </dd>
      </dl>
      {link && (
        <span className={styles.link}>
          <Link href={link.href} variant="standalone">
            {link.label}
          </Link>
        </span>
      )}
    </div>
  );
}

/** The dashboard's cards as a named list (screen readers say how many) that wraps to the width at hand. */
export function StatCardGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className={styles.grid} aria-label={label}>
      {/* A card left out with `cond && <StatCard/>` leaves no empty list item. */}
      {Children.map(children, (card) => (card ? <li>{card}</li> : null))}
    </ul>
  );
}
