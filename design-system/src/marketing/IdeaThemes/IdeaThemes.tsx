import { VisuallyHidden } from 'react-aria-components';
import { Badge } from '../../primitives/Badge';
import { InfoIcon } from '../../primitives/shared';
import { formatPriceAmount } from '../../domain/shared-format';
import * as styles from './IdeaThemes.css';

export interface Idea {
  title: string;
  /** An illustrative price in rubles; null for a free event. */
  price: number | null;
}

export interface IdeaTheme {
  title: string;
  ideas: readonly Idea[];
}

export interface IdeaThemesProps {
  themes: readonly IdeaTheme[];
  /** docs/accounts.md#site-frame: says that the prices are examples only. */
  priceNote: string;
  headingLevel?: 3 | 4;
}

/** The example price as the event card shows prices: '100 ₽' or 'Бесплатно', in the same tones. */
function ExamplePrice({ price }: { price: number | null }) {
  return (
    <span>
      {/* The visible note says it once for the eye; each price says it for a listener who jumps to it. */}
      <VisuallyHidden elementType="span">, пример цены: </VisuallyHidden>
      {price === null ? (
        <Badge tone="success">Бесплатно</Badge>
      ) : (
        <Badge tone="warning">{`${formatPriceAmount(price)}\u00a0₽`}</Badge>
      )}
    </span>
  );
}

/** docs/accounts.md#site-frame: ideas for organizers and participants, grouped by theme, with example prices. */
export function IdeaThemes({ themes, priceNote, headingLevel = 3 }: IdeaThemesProps) {
  const TitleTag = headingLevel === 3 ? 'h3' : 'h4';
  return (
    <div className={styles.wrapper}>
      <p className={styles.note}>
        <InfoIcon className={styles.noteIcon} />
        <span>{priceNote}</span>
      </p>
      <ul className={styles.themes}>
        {themes.map((theme) => (
          <li key={theme.title} className={styles.theme}>
            <TitleTag className={styles.title}>{theme.title}</TitleTag>
            <ul className={styles.ideas}>
              {theme.ideas.map((idea) => (
                <li key={idea.title} className={styles.idea}>
                  <span className={styles.ideaTitle}>{idea.title}</span>
                  <ExamplePrice price={idea.price} />
                </li>
              ))}
            </ul>
          </li>
        ))}
      </ul>
    </div>
  );
}
