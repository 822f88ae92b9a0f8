import type { ReactNode } from 'react';
import { VisuallyHidden } from 'react-aria-components';
import { Heading } from '../../layout';
import { ToneIcon } from '../../primitives/shared';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './StatusScreen.css';

export type StatusScreenTone = 'loading' | 'success' | 'error' | 'info' | 'warning';

export interface StatusScreenProps {
  tone: StatusScreenTone;
  /** The page's h1. */
  title: string;
  description?: ReactNode;
  /** A status code shown large above the title, e.g. '404'. */
  code?: string;
  actions?: ReactNode;
}

/**
 * A whole-page message: e-mail verification states, /auth/callback, the 404 page and the error
 * fallback (docs/accounts.md#site-frame).
 */
export function StatusScreen({ tone, title, description, code, actions }: StatusScreenProps) {
  return (
    <section className={styles.screen} data-tone={tone}>
      <div className={`${styles.icon} ${styles.iconTone[tone]}`}>
        {tone === 'loading' ? <Spinner size="lg" /> : <ToneIcon tone={tone} />}
      </div>
      {/* Polite: when a loading screen turns into its result in place, the result is read out. */}
      <div className={styles.text} aria-live="polite">
        {code && (
          <p className={styles.code}>
            <VisuallyHidden elementType="span">Код ошибки </VisuallyHidden>
            {code}
          </p>
        )}
        <Heading level={1} align="center">
          {title}
        </Heading>
        {description && <div className={styles.description}>{description}</div>}
      </div>
      {actions && <div className={styles.actions}>{actions}</div>}
    </section>
  );
}
