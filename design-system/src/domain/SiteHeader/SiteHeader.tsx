import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { LogoIcon } from '../../primitives/shared';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /** Where the logo leads; docs/events.md#the-list: the events list. */
  homeHref?: string;
  /** Page actions such as the Create button. */
  actions?: ReactNode;
  themeToggle?: ReactNode;
  userMenu?: ReactNode;
}

/** docs/events.md#the-list: the main layout's header with the logo and the user's tools. */
export function SiteHeader({ homeHref = '/events', actions, themeToggle, userMenu }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.logo}>
        <LogoIcon className={styles.logoMark} />
        <span className={styles.logoText}>Городские события</span>
      </Link>
      <div className={styles.tools}>
        {actions}
        {themeToggle}
        {userMenu}
      </div>
    </header>
  );
}
