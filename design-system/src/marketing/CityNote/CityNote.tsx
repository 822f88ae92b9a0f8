import type { ReactNode } from 'react';
import { PinIcon } from '../../primitives/shared';
import * as styles from './CityNote.css';

export interface CityNoteProps {
  title: string;
  /** The note itself, naming the city the service works in. */
  children: ReactNode;
}

/** docs/accounts.md#site-frame: the service works in one city only, said where a visitor decides to sign up. */
export function CityNote({ title, children }: CityNoteProps) {
  return (
    <div className={styles.note}>
      <PinIcon className={styles.icon} />
      <div className={styles.body}>
        <p className={styles.title}>{title}</p>
        <p className={styles.text}>{children}</p>
      </div>
    </div>
  );
}
