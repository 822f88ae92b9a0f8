import type { ReactNode } from 'react';
import { Link as AriaLink, type LinkProps as AriaLinkProps } from 'react-aria-components';
import { buttonClassName, type ButtonLook } from '../Button/buttonClassName';

export interface LinkButtonProps extends Omit<AriaLinkProps, 'className' | 'style' | 'children'>, ButtonLook {
  href: string;
  children: ReactNode;
}

/** Navigation that looks like a Button: it stays a link for assistive technology. */
export function LinkButton({ variant, size, fullWidth, children, ...props }: LinkButtonProps) {
  return (
    <AriaLink {...props} className={buttonClassName({ variant, size, fullWidth })}>
      {children}
    </AriaLink>
  );
}
