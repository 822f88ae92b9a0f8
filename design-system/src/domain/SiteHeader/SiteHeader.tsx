import type { ReactNode } from 'react';
import { Link } from 'react-aria-components';
import { LogoIcon } from '../../primitives/shared';
import * as styles from './SiteHeader.css';

/** A section of the site the header links to. */
export interface SiteSection {
  href: string;
  label: string;
}

export interface SiteHeaderProps {
  /** Where the logo leads; docs/events.md#the-list: the events list. */
  homeHref?: string;
  /** Page actions such as the Create button. */
  actions?: ReactNode;
  themeToggle?: ReactNode;
  userMenu?: ReactNode;
  /**
   * docs/accounts.md#site-frame: the signed-in person's sections (events, own participations, own
   * events), so no page is reachable only by its address. On a phone they take a row of their own.
   */
  sections?: readonly SiteSection[];
  /** The section shown now (aria-current="page"). */
  currentHref?: string;
}

/** docs/events.md#the-list: the main layout's header with the logo and the user's tools. */
export function SiteHeader({ homeHref = '/events', actions, themeToggle, userMenu, sections = [], currentHref }: SiteHeaderProps) {
  return (
    <header className={styles.header}>
      <Link href={homeHref} className={styles.logo}>
        <LogoIcon className={styles.logoMark} />
        <span className={styles.logoText}>Городские события</span>
      </Link>
      {sections.length > 0 && (
        <nav aria-label="Разделы" className={styles.sections}>
          {sections.map((section) => (
            <Link
              key={section.href}
              href={section.href}
              className={styles.sectionLink}
              aria-current={section.href === currentHref ? 'page' : undefined}
            >
              {section.label}
            </Link>
          ))}
        </nav>
      )}
      <div className={styles.tools}>
        {actions}
        {themeToggle}
        {userMenu}
      </div>
    </header>
  );
}
