import type { ComplaintDecision } from '@city/contracts';
import { isApiError } from '../../../../api/errors';
import { failureText, type FailureRule } from '../../../../api/failurePolicy';
import { complaintsErrorMessages } from '../../../../i18n/managementComplaints';
import type { UserSanction } from './userSanctions';

/**
 * docs/back-office.md#event-complaints: the spec's text, followed by the server's reason of a refusal (docs/accounts.md#sessions:
 * 'Жалоба уже рассмотрена', 'Модератор может менять статус только обычных пользователей'); a
 * server fault or a lost connection has no reason worth repeating.
 */
const withReason = (text: string): FailureRule => ({ fallback: text, reasonAfter: true, sessionLost: 'shown' });

/** 'Ошибка при одобрении жалобы' / 'Ошибка при отклонении жалобы' (docs/back-office.md#answers-and-errors). */
export const decisionFailure = (decision: ComplaintDecision): FailureRule => withReason(complaintsErrorMessages.decisionFailed[decision]);

/** 'Ошибка при блокировке/приостановке/разблокировке пользователя' (docs/back-office.md#answers-and-errors), one per action. */
export const sanctionFailure = (sanction: UserSanction): FailureRule => withReason(complaintsErrorMessages.sanctionFailed[sanction]);

export const decisionFailureText = (decision: ComplaintDecision, error: unknown): string =>
  failureText(error, decisionFailure(decision)) ?? complaintsErrorMessages.decisionFailed[decision];

export const sanctionFailureText = (sanction: UserSanction, error: unknown): string =>
  failureText(error, sanctionFailure(sanction)) ?? complaintsErrorMessages.sanctionFailed[sanction];

/** A 409: someone else decided the complaint meanwhile, so the list is out of date. */
export const isDecidedElsewhere = (error: unknown): boolean => isApiError(error) && error.status === 409;
