import type { ReactNode } from 'react';
import type { FontSize } from '../../theme';
import * as styles from './Text.css';

export type TextTone = 'default' | 'muted' | 'danger' | 'success';

export interface TextProps {
  tone?: TextTone;
  size?: FontSize;
  as?: 'p' | 'span' | 'div';
  align?: 'start' | 'center';
  children: ReactNode;
}

/** Body text in the theme's type scale: a tone (muted, danger, success), a size and the element to draw. */
export function Text({ tone = 'default', size = 'md', as: Element = 'p', align = 'start', children }: TextProps) {
  return (
    <Element className={`${styles.base} ${styles.tone[tone]} ${styles.size[size]} ${styles.align[align]}`}>
      {children}
    </Element>
  );
}
