import { useId, type ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import * as styles from './Switch.css';

export interface SwitchProps {
  /** The visible label; it is also the switch's accessible name. */
  children: ReactNode;
  isSelected: boolean;
  onChange(isSelected: boolean): void;
  isDisabled?: boolean;
  /** A hint under the label (what the setting does), tied to the switch by aria-describedby. */
  description?: string;
}

/** An on/off setting that takes effect at once (filters, form toggles); role="switch". */
export function Switch({ children, isSelected, onChange, isDisabled, description }: SwitchProps) {
  const descriptionId = useId();
  const control = (
    <AriaSwitch
      isSelected={isSelected}
      onChange={onChange}
      isDisabled={isDisabled}
      aria-describedby={description ? descriptionId : undefined}
      className={styles.root}
    >
      <span className={styles.track} aria-hidden="true">
        <span className={styles.thumb} />
      </span>
      <span className={styles.label}>{children}</span>
    </AriaSwitch>
  );
  if (!description) return control;
  return (
    <div className={styles.withDescription}>
      {control}
      <span id={descriptionId} className={styles.description}>
        {description}
      </span>
    </div>
  );
}
