import { useId, type ReactNode } from 'react';
import * as styles from './Section.css';

export interface SectionProps {
  /** The anchor a link reaches the section by: 'features' for '#features'. */
  id?: string;
  heading: string;
  /** 2 under the page's h1; 3 inside another section. */
  level?: 2 | 3;
  /** A sentence under the heading that says what the section holds. */
  lead?: string;
  children: ReactNode;
}

/**
 * A titled part of a page: a region landmark named by its heading, reachable by its `id`
 * below the sticky header.
 */
export function Section({ id, heading, level = 2, lead, children }: SectionProps) {
  const generatedId = useId();
  const headingId = `${id ?? generatedId}-heading`;
  const HeadingTag = level === 2 ? 'h2' : 'h3';
  return (
    <section id={id} aria-labelledby={headingId} className={styles.section}>
      <div className={styles.header}>
        <HeadingTag id={headingId} className={`${styles.heading} ${styles.level[level]}`}>
          {heading}
        </HeadingTag>
        {lead && <p className={styles.lead}>{lead}</p>}
      </div>
      <div className={styles.body}>{children}</div>
    </section>
  );
}
