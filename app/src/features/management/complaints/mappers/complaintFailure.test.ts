import { describe, expect, it } from 'vitest';
import { MANAGEMENT_MESSAGES } from '@city/contracts';
import { ApiError } from '../../../../api/errors';
import { decisionFailureText, isDecidedElsewhere, sanctionFailureText } from './complaintFailure';

const refusal = (status: number, error: string) => new ApiError(status, error, { error });

describe('decisionFailureText (docs/back-office.md#deciding-a-complaint)', () => {
  it('names the verb of the decision', () => {
    expect(decisionFailureText('approved', new ApiError(0, 'offline'))).toBe('Ошибка при одобрении жалобы');
    expect(decisionFailureText('rejected', new Error('boom'))).toBe('Ошибка при отклонении жалобы');
  });

  it('adds the server’s reason of a refusal, but not of a server fault', () => {
    expect(decisionFailureText('approved', refusal(409, MANAGEMENT_MESSAGES.complaintAlreadyDecided))).toBe(
      'Ошибка при одобрении жалобы. Жалоба уже рассмотрена',
    );
    expect(decisionFailureText('approved', refusal(500, 'Внутренняя ошибка сервера'))).toBe('Ошибка при одобрении жалобы');
  });
});

describe('sanctionFailureText (docs/back-office.md#answers-and-errors)', () => {
  it('has one text per action', () => {
    const offline = new ApiError(0, 'offline');
    expect(sanctionFailureText('block', offline)).toBe('Ошибка при блокировке пользователя');
    expect(sanctionFailureText('suspend', offline)).toBe('Ошибка при приостановке пользователя');
    expect(sanctionFailureText('unblock', offline)).toBe('Ошибка при разблокировке пользователя');
  });

  it('explains a moderator’s refusal for a staff account (docs/back-office.md#event-complaints)', () => {
    expect(sanctionFailureText('block', refusal(403, MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly))).toBe(
      `Ошибка при блокировке пользователя. ${MANAGEMENT_MESSAGES.moderatorActsOnUsersOnly}`,
    );
  });
});

describe('isDecidedElsewhere', () => {
  it('is a 409 only', () => {
    expect(isDecidedElsewhere(refusal(409, MANAGEMENT_MESSAGES.complaintAlreadyDecided))).toBe(true);
    expect(isDecidedElsewhere(refusal(404, MANAGEMENT_MESSAGES.complaintNotFound))).toBe(false);
    expect(isDecidedElsewhere(new Error('x'))).toBe(false);
  });
});
