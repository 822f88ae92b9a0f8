import { Fragment, type ReactNode } from 'react';
import * as styles from './DetailList.css';

export interface DetailLine {
  term: string;
  detail: ReactNode;
}

/** Facts about one record as terms and their values (a complaint, a feedback item). */
export function DetailList({ lines }: { lines: readonly DetailLine[] }) {
  return (
    <dl className={styles.list}>
      {lines.map(({ term, detail }) => (
        <Fragment key={term}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.detail}>{detail}</dd>
        </Fragment>
      ))}
    </dl>
  );
}
