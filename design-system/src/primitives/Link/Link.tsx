import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import * as styles from './Link.css';

export interface LinkProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'> {
  /** `inline` sits inside running text (always underlined); `standalone` stands on its own. */
  variant?: 'inline' | 'standalone';
  children: ReactNode;
}

/** RAC Link: inside the app's RouterProvider an `href` navigates client-side. */
export function Link({ variant = 'inline', children, ...props }: LinkProps) {
  return (
    <AriaLink {...props} className={`${styles.base} ${styles.variant[variant]}`}>
      {children}
    </AriaLink>
  );
}
