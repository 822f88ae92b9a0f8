import { useId, type ReactNode } from 'react';
import { Link } from '../../primitives/Link';
import * as styles from './StaticPage.css';

export interface PageUpdate {
  /** 'Последнее обновление:' */
  label: string;
  /** As people read it: '14.08.2025'. */
  date: string;
  /** As machines read it: '2025-08-14'. */
  dateTime: string;
}

export interface RelatedLink {
  href: string;
  label: string;
}

export interface RelatedLinks {
  title: string;
  links: readonly RelatedLink[];
}

export interface StaticPageProps {
  /** The page's h1. */
  title: string;
  /** When the document last changed (the terms and the privacy policy). */
  updated?: PageUpdate;
  lead?: string;
  /** A message above the text, such as the beta warning of the about page. */
  notice?: ReactNode;
  /** The page's Sections. */
  children: ReactNode;
  /** docs/accounts.md#site-frame: the static pages link to each other and back to the site. */
  related?: RelatedLinks;
}

/** docs/accounts.md#site-frame: the user agreement, privacy policy, about and contacts pages. */
export function StaticPage({ title, updated, lead, notice, children, related }: StaticPageProps) {
  const relatedId = useId();
  return (
    <div className={styles.page}>
      <article className={styles.article}>
        <header className={styles.header}>
          <h1 className={styles.title}>{title}</h1>
          {updated && (
            <p className={styles.updated}>
              {updated.label} <time dateTime={updated.dateTime}>{updated.date}</time>
            </p>
          )}
          {lead && <p className={styles.lead}>{lead}</p>}
        </header>
        {notice}
        <div className={styles.content}>{children}</div>
      </article>
      {related && (
        <nav aria-labelledby={relatedId} className={styles.related}>
          <h2 id={relatedId} className={styles.relatedTitle}>
            {related.title}
          </h2>
          <ul className={styles.relatedLinks}>
            {related.links.map((link) => (
              <li key={link.href} className={styles.relatedItem}>
                <Link href={link.href} variant="standalone">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
    </div>
  );
}
