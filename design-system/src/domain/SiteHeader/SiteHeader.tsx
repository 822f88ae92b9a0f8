import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps {
  /** Where the logo leads; participant-side §2: the events list. */
  homeHref?: string;
  /** Page actions such as the Create button. */
  actions?: ReactNode;
  themeToggle?: ReactNode;
  userMenu?: ReactNode;
}

/** participant-side §2: the main layout's header with the logo and the user's tools. */
export function SiteHeader({ homeHref = '/events', actions, themeToggle, userMenu }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.logo}>
        <LogoMark />
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

function LogoMark() {
  return (
    <svg className={styles.logoMark} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="3" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="12" cy="15.5" r="2" fill="currentColor" />
    </svg>
  );
}
