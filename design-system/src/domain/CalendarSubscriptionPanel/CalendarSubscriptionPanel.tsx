import { useId } from 'react';
import { Heading } from 'react-aria-components';
import { Alert } from '../../primitives/Alert';
import { Button } from '../../primitives/Button';
import { LinkButton } from '../../primitives/LinkButton';
import { OutsideLinks } from '../../primitives/shared/OutsideLinks';
import { Spinner } from '../../primitives/Spinner';
import { TextField } from '../../primitives/TextField';
import * as styles from './CalendarSubscriptionPanel.css';

export type CalendarSubscriptionState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; url: string; webcalUrl: string; isReissuing: boolean };

export interface CalendarSubscriptionPanelProps {
  state: CalendarSubscriptionState;
  /** Copies the address (the page writes the clipboard and says so in a toast). */
  onCopy(url: string): void;
  /** Issues a new address; the old one stops working. */
  onReissue(): void;
  onRetry(): void;
}

export const CALENDAR_SUBSCRIPTION_TEXTS = {
  heading: 'Календарь',
  note: 'Мероприятия, в которых вы участвуете и которые организуете, появятся в вашем календаре и будут обновляться сами. Ссылка открывает их без входа: не показывайте её никому.',
  field: 'Ссылка для подписки',
  copy: 'Копировать',
  copyLabel: 'Копировать ссылку для подписки',
  subscribe: 'Подписаться в приложении календаря',
  reissue: 'Выпустить новую ссылку',
  reissueNote: 'Старая ссылка сразу перестанет работать.',
  loading: 'Загрузка ссылки на календарь...',
  failedTitle: 'Не удалось получить ссылку на календарь',
  retry: 'Повторить',
} as const;

const ignoreTyping = (): void => undefined;

/**
 * docs/events.md#calendars: the profile's «Календарь»: the secret address of the person's feed
 * (read-only, with a copy button), a webcal: link that hands it to the device's calendar app, and a
 * new address for when the old one leaked.
 */
export function CalendarSubscriptionPanel({ state, onCopy, onReissue, onRetry }: CalendarSubscriptionPanelProps) {
  // Own ids, so two panels on one page (the states side by side in Storybook) name their own parts.
  const headingId = useId();
  const reissueNoteId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId} aria-busy={state.kind === 'loading'}>
      <Heading level={2} id={headingId} className={styles.heading}>
        {CALENDAR_SUBSCRIPTION_TEXTS.heading}
      </Heading>
      <p className={styles.note}>{CALENDAR_SUBSCRIPTION_TEXTS.note}</p>
      {state.kind === 'loading' && <Spinner size="sm" label={CALENDAR_SUBSCRIPTION_TEXTS.loading} />}
      {state.kind === 'failed' && (
        <Alert
          tone="error"
          title={CALENDAR_SUBSCRIPTION_TEXTS.failedTitle}
          actions={
            <Button variant="secondary" onPress={onRetry}>
              {CALENDAR_SUBSCRIPTION_TEXTS.retry}
            </Button>
          }
        />
      )}
      {state.kind === 'ready' && (
        <>
          <div className={styles.addressRow}>
            <TextField label={CALENDAR_SUBSCRIPTION_TEXTS.field} type="url" value={state.url} onChange={ignoreTyping} isReadOnly />
            <Button variant="secondary" aria-label={CALENDAR_SUBSCRIPTION_TEXTS.copyLabel} onPress={() => onCopy(state.url)}>
              {CALENDAR_SUBSCRIPTION_TEXTS.copy}
            </Button>
          </div>
          <div className={styles.actions}>
            <OutsideLinks>
              <LinkButton variant="primary" href={state.webcalUrl}>
                {CALENDAR_SUBSCRIPTION_TEXTS.subscribe}
              </LinkButton>
            </OutsideLinks>
            <Button variant="ghost" isPending={state.isReissuing} onPress={onReissue} aria-describedby={reissueNoteId}>
              {CALENDAR_SUBSCRIPTION_TEXTS.reissue}
            </Button>
          </div>
          <p id={reissueNoteId} className={styles.note}>
            {CALENDAR_SUBSCRIPTION_TEXTS.reissueNote}
          </p>
        </>
      )}
    </section>
  );
}
