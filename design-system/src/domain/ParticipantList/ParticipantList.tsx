import { useId } from 'react';
import { countOf, NOUNS, type EventParticipant } from '@city/contracts';
import { Heading } from 'react-aria-components';
import { Link } from '../../primitives/Link';
import { Spinner } from '../../primitives/Spinner';
import * as styles from './ParticipantList.css';

export type ParticipantListState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; participants: readonly EventParticipant[] };

export interface ParticipantListProps {
  state: ParticipantListState;
  /** Where a participant's name leads: their public profile. */
  profileHref(participantId: number): string;
}

export const PARTICIPANT_LIST_TEXTS = {
  heading: 'Кто записался',
  loading: 'Загрузка участников...',
  failed: 'Не удалось загрузить список участников',
  empty: 'Пока никто не записался',
} as const;

/**
 * docs/events.md#who-joined: on the organizer's own event page, who joined: the count with its noun
 * agreeing («3 участника») and each person's public name linking to their profile, in the order
 * they joined.
 */
export function ParticipantList({ state, profileHref }: ParticipantListProps) {
  // A generated id, so two lists on one page (a review frame) do not share one.
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Heading level={2} id={headingId} className={styles.heading}>
        {PARTICIPANT_LIST_TEXTS.heading}
        {state.kind === 'ready' && state.participants.length > 0 && (
          <span className={styles.count}>
            {' '}
            {countOf(state.participants.length, NOUNS.participant)}
          </span>
        )}
      </Heading>
      {state.kind === 'loading' && <Spinner size="sm" label={PARTICIPANT_LIST_TEXTS.loading} />}
      {state.kind === 'failed' && (
        <p role="alert" className={styles.note}>
          {PARTICIPANT_LIST_TEXTS.failed}
        </p>
      )}
      {state.kind === 'ready' && state.participants.length === 0 && <p className={styles.note}>{PARTICIPANT_LIST_TEXTS.empty}</p>}
      {state.kind === 'ready' && state.participants.length > 0 && (
        <ol className={styles.list}>
          {state.participants.map((participant) => (
            <li key={participant.id} className={styles.item}>
              <Link href={profileHref(participant.id)}>{participant.name}</Link>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
