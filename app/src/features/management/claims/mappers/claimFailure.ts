import type { ClaimDecision } from '@city/contracts';
import { isApiError } from '../../../../api/errors';
import { claimsErrorMessages } from '../../../../i18n/managementClaims';
import type { UserSanction } from './userSanctions';

/**
 * The server's reason for refusing (platform §3: a Russian `{error}`), when the refusal was about
 * this request (4xx): 'Жалоба уже рассмотрена', 'Модератор может менять статус только обычных
 * пользователей'. A server fault or a lost connection has no reason worth repeating.
 */
function refusalReason(error: unknown): string | null {
  if (!isApiError(error) || error.status < 400 || error.status >= 500) return null;
  return error.serverMessage;
}

/** management-side §8: the spec's text, followed by the server's reason when it gave one. */
const withReason = (text: string, error: unknown): string => {
  const reason = refusalReason(error);
  return reason ? `${text}. ${reason}` : text;
};

/** 'Ошибка при одобрении жалобы' / 'Ошибка при отклонении жалобы' (management-side §8). */
export const decisionFailureText = (decision: ClaimDecision, error: unknown): string =>
  withReason(claimsErrorMessages.decisionFailed[decision], error);

/** 'Ошибка при блокировке/приостановке/разблокировке пользователя' (management-side §8), one per action. */
export const sanctionFailureText = (sanction: UserSanction, error: unknown): string =>
  withReason(claimsErrorMessages.sanctionFailed[sanction], error);

/** A 409: someone else decided the complaint meanwhile, so the list is out of date. */
export const isDecidedElsewhere = (error: unknown): boolean => isApiError(error) && error.status === 409;
