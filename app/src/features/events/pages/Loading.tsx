import { Spinner, Text } from '@city/design-system';
import { centred, feedStatus } from './layout.css';

/** A loading line of a list ('Загрузка событий...'), announced politely. */
export function LoadingLine({ text }: { text: string }) {
  return (
    <div role="status" className={feedStatus}>
      <Spinner size="sm" label={text} />
      <Text as="span" tone="muted">
        {text}
      </Text>
    </div>
  );
}

/** A whole page waiting for its event. */
export function PageLoading({ text }: { text: string }) {
  return (
    <div className={centred}>
      <Spinner size="lg" label={text} />
    </div>
  );
}
