import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled?: boolean;
}

/** An on/off setting that takes effect at once (filters, form toggles); role="switch". */
export function Switch({ children, isSelected, onChange, isDisabled }: SwitchProps) {
  return (
    <AriaSwitch isSelected={isSelected} onChange={onChange} isDisabled={isDisabled} className={styles.root}>
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </AriaSwitch>
  );
}
