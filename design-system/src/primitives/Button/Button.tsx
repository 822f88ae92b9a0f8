import type { Ref } from 'react';
import { Button as AriaButton, composeRenderProps, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Spinner } from '../Spinner';
import { classNames } from '../shared/interaction';
import * as styles from './Button.css';
import { buttonClassName, type ButtonLook } from './buttonClassName';

export interface ButtonProps extends AriaButtonProps, ButtonLook {
  /** For moving focus to the button after the content around it changes (React 19 passes refs as props). */
  ref?: Ref<HTMLButtonElement>;
}

/** While `isPending`, RAC ignores presses and names the button by its label plus the spinner. */
export function Button({ variant, size, fullWidth, className, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      className={composeRenderProps(className, (extraClassName) =>
        classNames(buttonClassName({ variant, size, fullWidth }), extraClassName),
      )}
    >
      {composeRenderProps(children, (content, { isPending }) => (
        <>
          <span className={isPending ? styles.labelWhilePending : styles.label}>{content}</span>
          {isPending && (
            <span className={styles.pendingIndicator}>
              <Spinner size="sm" />
            </span>
          )}
        </>
      ))}
    </AriaButton>
  );
}
