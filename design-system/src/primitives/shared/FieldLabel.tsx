import { Label } from 'react-aria-components';
import * as styles from './field.css';

/** The visible label; the required mark is decorative because aria-required says it already. */
export function FieldLabel({ label, isRequired }: { label: string; isRequired?: boolean }) {
  return (
    <Label className={styles.label}>
      {label}
      {isRequired && <RequiredMark />}
    </Label>
  );
}

export function RequiredMark() {
  return (
    <span className={styles.requiredMark} aria-hidden="true">
      *
    </span>
  );
}
