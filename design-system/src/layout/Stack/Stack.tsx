import type { ReactNode } from 'react';
import type { Space } from '../../theme';
import * as styles from './Stack.css';

export interface StackProps {
  gap?: Space;
  direction?: 'row' | 'column';
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  wrap?: boolean;
  as?: 'div' | 'section' | 'ul' | 'nav' | 'form';
  /** Names a `nav` or `section` landmark when the page has more than one. */
  'aria-label'?: string;
  children: ReactNode;
}

/** One-dimensional flex layout; every spacing value comes from the space scale. */
export function Stack({
  gap = 'md',
  direction = 'column',
  align = 'stretch',
  justify = 'start',
  wrap = false,
  as: Element = 'div',
  'aria-label': ariaLabel,
  children,
}: StackProps) {
  const className = [
    styles.base,
    styles.gap[gap],
    styles.direction[direction],
    styles.align[align],
    styles.justify[justify],
    wrap ? styles.wrap : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <Element className={className} aria-label={ariaLabel}>
      {children}
    </Element>
  );
}
