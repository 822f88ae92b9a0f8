import type { ReactNode } from 'react';
import type { Space } from '../../theme';
import * as styles from './Card.css';

export interface CardProps {
  padding?: Space;
  as?: 'div' | 'section' | 'article';
  children: ReactNode;
}

/** A raised surface with a border and the theme's card shadow. */
export function Card({ padding = 'xl', as: Element = 'div', children }: CardProps) {
  return <Element className={`${styles.card} ${styles.padding[padding]}`}>{children}</Element>;
}
