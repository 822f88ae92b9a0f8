import { FEATURE_ICONS, type FeatureIconName } from './featureIcons';
import * as styles from './FeatureGrid.css';

export interface Feature {
  icon: FeatureIconName;
  title: string;
  description: string;
}

export interface FeatureGridProps {
  features: readonly Feature[];
  /** The features' titles are h3 under a section's h2. */
  headingLevel?: 3 | 4;
}

/** docs/accounts.md#site-frame: what the product offers, as a grid of cards with a picture each. */
export function FeatureGrid({ features, headingLevel = 3 }: FeatureGridProps) {
  const TitleTag = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <ul className={styles.grid}>
      {features.map((feature) => {
        const Picture = FEATURE_ICONS[feature.icon];
        return (
          <li key={feature.title} className={styles.feature}>
            <span className={styles.iconBox} data-icon={feature.icon}>
              <Picture />
            </span>
            <TitleTag className={styles.title}>{feature.title}</TitleTag>
            <p className={styles.description}>{feature.description}</p>
          </li>
        );
      })}
    </ul>
  );
}
