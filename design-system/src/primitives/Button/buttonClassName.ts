import { classNames } from '../shared/interaction';
import * as styles from './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md';

export interface ButtonLook {
  variant?: ButtonVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
}

/** Shared by Button and LinkButton so a link styled as a button looks exactly like one. */
export function buttonClassName({ variant = 'primary', size = 'md', fullWidth = false }: ButtonLook): string {
  return classNames(styles.base, styles.variant[variant], styles.size[size], fullWidth && styles.fullWidth);
}
