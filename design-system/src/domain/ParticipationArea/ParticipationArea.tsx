import { useId, type ReactNode } from 'react';
import { PARTICIPATION_LABELS, type ParticipationState } from '@city/contracts';
import { Button } from '../../primitives/Button';
import { InfoIcon, WarningIcon } from '../../primitives/shared';
import * as styles from './ParticipationArea.css';
import { waitingLabel, waitlistLengthLabel } from './waitlistLabels';

export type ParticipationVariant = 'grid' | 'full';

export interface ParticipationAreaProps {
  /** From participationState() of @city/contracts. */
  state: ParticipationState;
  /** `grid`: a card in the list; `full`: the event page, with its longer labels. */
  variant: ParticipationVariant;
  /** A join, leave, waitlist or delete request is in flight: every button is disabled. */
  isPending: boolean;
  onJoin?(): void;
  onLeave?(): void;
  /** docs/events.md#waitlist: offered on a full event; without it the full event shows a disabled button. */
  onJoinWaitlist?(): void;
  onLeaveWaitlist?(): void;
  onEdit?(): void;
  onDelete?(): void;
  /**
   * Why this account may not act (a suspended account's message, docs/accounts.md#statuses): every button it
   * would show is disabled and described by this message, shown beside them.
   */
  restriction?: string;
}

type NoticeTone = 'info' | 'warning' | 'neutral';

function Notice({ tone, id, children }: { tone: NoticeTone; id?: string; children: ReactNode }) {
  return (
    <p id={id} className={styles.notice} data-tone={tone}>
      {tone === 'warning' ? <WarningIcon className={styles.noticeIcon} /> : <InfoIcon className={styles.noticeIcon} />}
      <span>{children}</span>
    </p>
  );
}

/** docs/events.md#participation: the buttons or the message of each participation state. */
export function ParticipationArea({
  state,
  variant,
  isPending,
  onJoin,
  onLeave,
  onJoinWaitlist,
  onLeaveWaitlist,
  onEdit,
  onDelete,
  restriction,
}: ParticipationAreaProps) {
  const fullWidth = variant === 'grid';
  const size = variant === 'grid' ? 'sm' : 'md';
  const restrictionId = useId();
  const isRestricted = Boolean(restriction);
  // Spread on every button: disabled, and pointing at the reason, while the account is restricted.
  const restricted = isRestricted ? { isDisabled: true, 'aria-describedby': restrictionId } : {};
  const showsButtons = (() => {
    switch (state.kind) {
      case 'organizer':
        return state.canManage && Boolean(onEdit || onDelete);
      case 'participant':
        return Boolean(onLeave);
      case 'open':
        return Boolean(onJoin);
      case 'waiting':
        return Boolean(onLeaveWaitlist);
      case 'full':
        return true;
      default:
        return false;
    }
  })();

  const content = ((): ReactNode => {
    switch (state.kind) {
      case 'anonymous':
        return null;
      case 'organizer':
        return (
          <>
            <Notice tone="info">{PARTICIPATION_LABELS.yourEvent}</Notice>
            {state.blockedByComplaint && <Notice tone="warning">{PARTICIPATION_LABELS.managementBlocked}</Notice>}
            {state.canManage && (onEdit || onDelete) && (
              <div className={styles.buttons}>
                {onEdit && (
                  <Button variant="secondary" size={size} isDisabled={isPending} onPress={onEdit} {...restricted}>
                    Редактировать
                  </Button>
                )}
                {onDelete && (
                  <Button variant="danger" size={size} isPending={isPending} onPress={onDelete} {...restricted}>
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
            <Button
              variant="secondary"
              size={size}
              fullWidth={fullWidth}
              isPending={isPending}
              onPress={onLeave}
              {...restricted}
            >
              {PARTICIPATION_LABELS.leave}
            </Button>
          )
        );
      case 'full': {
        const fullLabel = variant === 'full' ? PARTICIPATION_LABELS.fullFullVariant : PARTICIPATION_LABELS.full;
        if (!onJoinWaitlist) {
          return (
            <Button variant="secondary" size={size} fullWidth={fullWidth} isDisabled {...restricted}>
              {fullLabel}
            </Button>
          );
        }
        const waitlistLength = waitlistLengthLabel(state.waitlistCount);
        return (
          <>
            <Notice tone="neutral">{waitlistLength ? `${fullLabel}. ${waitlistLength}` : fullLabel}</Notice>
            <Button
              variant="primary"
              size={size}
              fullWidth={fullWidth}
              isPending={isPending}
              onPress={onJoinWaitlist}
              {...restricted}
            >
              {PARTICIPATION_LABELS.joinWaitlist}
            </Button>
          </>
        );
      }
      case 'waiting':
        return (
          <>
            <Notice tone="info">{waitingLabel(state.position, state.waitlistCount)}</Notice>
            {onLeaveWaitlist && (
              <Button
                variant="secondary"
                size={size}
                fullWidth={fullWidth}
                isPending={isPending}
                onPress={onLeaveWaitlist}
                {...restricted}
              >
                {PARTICIPATION_LABELS.leaveWaitlist}
              </Button>
            )}
          </>
        );
      case 'open':
        return (
          onJoin && (
            <Button
              variant="primary"
              size={size}
              fullWidth={fullWidth}
              isPending={isPending}
              onPress={onJoin}
              {...restricted}
            >
              {variant === 'full' ? PARTICIPATION_LABELS.joinFullVariant : PARTICIPATION_LABELS.join}
            </Button>
          )
        );
    }
  })();

  if (!content) return null;
  return (
    <div
      className={styles.area}
      data-variant={variant}
      data-state={state.kind}
      data-pending={isPending || undefined}
      data-restricted={isRestricted || undefined}
    >
      {content}
      {isRestricted && showsButtons && (
        <Notice tone="warning" id={restrictionId}>
          {restriction}
        </Notice>
      )}
    </div>
  );
}
