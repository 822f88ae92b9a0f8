import type { ReactNode } from 'react';
import { ToneIcon, type StatusTone } from '../shared/icons';
import * as styles from './Alert.css';

export type AlertTone = StatusTone;

export interface AlertProps {
  tone: AlertTone;
  title?: string;
  children?: ReactNode;
  actions?: ReactNode;
}

/** An error interrupts (role alert); the other tones are announced politely (role status). */
export function Alert({ tone, title, children, actions }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={`${styles.alert} ${styles.tone[tone]}`}>
      <ToneIcon tone={tone} className={`${styles.icon} ${styles.iconTone[tone]}`} />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.content}>{children}</div>}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </div>
  );
}
