import { ProgressBar } from 'react-aria-components';
import * as styles from './Spinner.css';

export interface SpinnerProps {
  /** Accessible name of the busy indicator. */
  label?: string;
  size?: 'sm' | 'md' | 'lg';
}

/** Indeterminate progress indicator; inside a pending Button it also names the button's busy state. */
export function Spinner({ label = 'Загрузка...', size = 'md' }: SpinnerProps) {
  return (
    <ProgressBar isIndeterminate aria-label={label} className={`${styles.spinner} ${styles.size[size]}`}>
      <svg className={styles.graphic} viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false">
        <circle className={styles.track} cx="12" cy="12" r="9" stroke="currentColor" strokeWidth="3" />
        <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
      </svg>
    </ProgressBar>
  );
}
