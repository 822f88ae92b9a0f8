import type { ReactNode } from 'react';
import { PARTICIPATION_LABELS, type ParticipationState } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { InfoIcon, WarningIcon } from '../../primitives/shared';
import * as styles from './ParticipationArea.css';

export type ParticipationVariant = 'grid' | 'full';

export interface ParticipationAreaProps {
  /** From participationState() of @city/contracts. */
  state: ParticipationState;
  /** `grid`: a card in the list; `full`: the event page, with its longer labels. */
  variant: ParticipationVariant;
  /** A join, leave or delete request is in flight: every button is disabled. */
  isPending: boolean;
  onJoin?(): void;
  onLeave?(): void;
  onEdit?(): void;
  onDelete?(): void;
}

type NoticeTone = 'info' | 'warning' | 'neutral';

function Notice({ tone, children }: { tone: NoticeTone; children: ReactNode }) {
  return (
    <p className={styles.notice} data-tone={tone}>
      {tone === 'warning' ? <WarningIcon className={styles.noticeIcon} /> : <InfoIcon className={styles.noticeIcon} />}
      <span>{children}</span>
    </p>
  );
}

/** participant-side §4: the buttons or the message of each participation state. */
export function ParticipationArea({ state, variant, isPending, onJoin, onLeave, onEdit, onDelete }: ParticipationAreaProps) {
  const fullWidth = variant === 'grid';
  const size = variant === 'grid' ? 'sm' : 'md';

  const content = ((): ReactNode => {
    switch (state.kind) {
      case 'anonymous':
        return null;
      case 'organizer':
        return (
          <>
            <Notice tone="info">{PARTICIPATION_LABELS.yourEvent}</Notice>
            {state.blockedByClaim && <Notice tone="warning">{PARTICIPATION_LABELS.managementBlocked}</Notice>}
            {state.canManage && (onEdit || onDelete) && (
              <div className={styles.buttons}>
                {onEdit && (
                  <Button variant="secondary" size={size} isDisabled={isPending} onPress={onEdit}>
                    Редактировать
                  </Button>
                )}
                {onDelete && (
                  <Button variant="danger" size={size} isPending={isPending} onPress={onDelete}>
                    Удалить
                  </Button>
                )}
              </div>
            )}
          </>
        );
      case 'started':
        return <Notice tone="neutral">{PARTICIPATION_LABELS.started}</Notice>;
      case 'claim-participant':
        return <Notice tone="warning">{PARTICIPATION_LABELS.cancellingBlocked}</Notice>;
      case 'claim-non-participant':
        return <Notice tone="warning">{PARTICIPATION_LABELS.participationBlocked}</Notice>;
      case 'participant':
        return (
          onLeave && (
            <Button variant="secondary" size={size} fullWidth={fullWidth} isPending={isPending} onPress={onLeave}>
              {PARTICIPATION_LABELS.leave}
            </Button>
          )
        );
      case 'full':
        return (
          <Button variant="secondary" size={size} fullWidth={fullWidth} isDisabled>
            {variant === 'full' ? PARTICIPATION_LABELS.fullFullVariant : PARTICIPATION_LABELS.full}
          </Button>
        );
      case 'open':
        return (
          onJoin && (
            <Button variant="primary" size={size} fullWidth={fullWidth} isPending={isPending} onPress={onJoin}>
              {variant === 'full' ? PARTICIPATION_LABELS.joinFullVariant : PARTICIPATION_LABELS.join}
            </Button>
          )
        );
    }
  })();

  if (!content) return null;
  return (
    <div className={styles.area} data-variant={variant} data-state={state.kind} data-pending={isPending || undefined}>
      {content}
    </div>
  );
}
