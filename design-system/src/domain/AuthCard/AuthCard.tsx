import type { ReactNode } from 'react';
import { Card, Heading, Text } from '../../layout';
import * as styles from './AuthCard.css';

export interface AuthCardProps {
  /** The page's h1. */
  title: string;
  subtitle?: string;
  children: ReactNode;
  /** Links to the neighbouring auth pages, below a divider. */
  footer?: ReactNode;
}

/** The centred card every auth page (login, register, recovery) is built on. */
export function AuthCard({ title, subtitle, children, footer }: AuthCardProps) {
  return (
    <div className={styles.page}>
      <div className={styles.column}>
        <Card as="section">
          <div className={styles.content}>
            <div className={styles.header}>
              <Heading level={1} align="center">
                {title}
              </Heading>
              {subtitle && (
                <Text tone="muted" align="center">
                  {subtitle}
                </Text>
              )}
            </div>
            {children}
            {footer && <div className={styles.footer}>{footer}</div>}
          </div>
        </Card>
      </div>
    </div>
  );
}
