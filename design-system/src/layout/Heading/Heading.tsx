import type { ReactNode } from 'react';
import { Heading as AriaHeading } from 'react-aria-components';
import * as styles from './Heading.css';

export type HeadingLevel = 1 | 2 | 3 | 4;

export interface HeadingProps {
  level: HeadingLevel;
  align?: 'start' | 'center';
  children: ReactNode;
}

/** RAC Heading, so it also fills a Dialog's or a Toast's title slot. */
export function Heading({ level, align = 'start', children }: HeadingProps) {
  return (
    <AriaHeading level={level} className={`${styles.base} ${styles.level[level]} ${styles.align[align]}`}>
      {children}
    </AriaHeading>
  );
}
