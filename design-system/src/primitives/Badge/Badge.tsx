import type { ReactNode } from 'react';
import * as styles from './Badge.css';

export type BadgeTone = 'neutral' | 'accent' | 'info' | 'warning' | 'danger' | 'success';

export interface BadgeProps {
  tone: BadgeTone;
  children: ReactNode;
  /** A decorative icon before the text; the text carries the meaning. */
  icon?: ReactNode;
}

/** A short static label (age limit, category, price). Not interactive, not announced. */
export function Badge({ tone, children, icon }: BadgeProps) {
  return (
    <span className={styles.badge} data-tone={tone}>
      {icon && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      <span className={styles.text}>{children}</span>
    </span>
  );
}
