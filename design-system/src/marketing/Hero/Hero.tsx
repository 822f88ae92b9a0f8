import type { ReactNode } from 'react';
import * as styles from './Hero.css';

export interface HeroProps {
  /** The page's one h1. */
  title: string;
  lead: string;
  /** The calls to action, usually LinkButtons. */
  actions: ReactNode;
  /** Below the actions: e.g. the in-page navigation. */
  children?: ReactNode;
}

/** The opening block of the landing page (docs/accounts.md#site-frame). */
export function Hero({ title, lead, actions, children }: HeroProps) {
  return (
    <div className={styles.hero}>
      <div className={styles.text}>
        <h1 className={styles.title}>{title}</h1>
        <p className={styles.lead}>{lead}</p>
      </div>
      <div className={styles.actions}>{actions}</div>
      {children && <div className={styles.extra}>{children}</div>}
    </div>
  );
}
