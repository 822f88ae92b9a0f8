import { describe, expect, it } from 'vitest';
import { EVENT_MESSAGES, VIOLATION_CATEGORIES } from '@city/contracts';
import { ApiError } from '../../../../api/errors';
import { NO_VIOLATION, keyOfLabel, labelFromKey, labelOptions, labelSaveFailureText, labelledText } from './sampleLabels';

describe('the sample’s label choices (docs/moderation.md#sample-labelling)', () => {
  it('offers the eight categories with their Russian labels, then «Нарушений нет»', () => {
    expect(labelOptions.map((option) => option.label)).toEqual([
      'экстремизм',
      'разжигание ненависти',
      'несанкционированные митинги',
      'наркотики',
      'насилие',
      'порнография',
      'неповиновение требованиям властей',
      'пропаганда суицида',
      'Нарушений нет',
    ]);
  });

  it('a key stands for its category, «Нарушений нет» for null, anything else for nothing', () => {
    for (const category of VIOLATION_CATEGORIES) expect(labelFromKey(keyOfLabel(category))).toBe(category);
    expect(labelFromKey(NO_VIOLATION)).toBeNull();
    expect(keyOfLabel(null)).toBe(NO_VIOLATION);
    expect(labelFromKey('шум')).toBeUndefined();
  });

  it('names a saved label', () => {
    expect(labelledText('drugs')).toBe('Размечено: наркотики');
    expect(labelledText(null)).toBe('Размечено: Нарушений нет');
  });
});

describe('labelSaveFailureText', () => {
  const answered = (status: number, error: string) => new ApiError(status, 'текст обёртки', { error });

  it('shows the server’s refusal as it says it, its own text for a server failure', () => {
    expect(labelSaveFailureText(answered(404, EVENT_MESSAGES.notFound))).toBe(EVENT_MESSAGES.notFound);
    expect(labelSaveFailureText(answered(500, 'Внутренняя ошибка сервера'))).toBe('Ошибка при сохранении разметки');
  });

  it('says nothing of a lost session (the auth handler’s)', () => {
    expect(labelSaveFailureText(answered(401, 'Требуется авторизация'))).toBeNull();
  });
});
