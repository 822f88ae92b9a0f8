import * as styles from './StepList.css';

export interface Step {
  title: string;
  description: string;
}

export interface StepListProps {
  steps: readonly Step[];
  headingLevel?: 3 | 4;
}

/**
 * docs/accounts.md#site-frame: the flow from sign-up to the event, in order. An ordered list, so the
 * position is announced; the drawn number repeats it for the eye only.
 */
export function StepList({ steps, headingLevel = 3 }: StepListProps) {
  const TitleTag = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ol className={styles.list}>
      {steps.map((step, index) => (
        <li key={step.title} className={styles.step}>
          <span className={styles.number} aria-hidden="true">
            {index + 1}
          </span>
          <TitleTag className={styles.title}>{step.title}</TitleTag>
          <p className={styles.description}>{step.description}</p>
        </li>
      ))}
    </ol>
  );
}
