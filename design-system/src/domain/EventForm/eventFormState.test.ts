import { describe, expect, it } from 'vitest';
import { DEFAULT_EVENT_FORM } from '@city/contracts';
import {
  ageLimitFromKey,
  categoryFromKey,
  AGE_LIMIT_OPTIONS,
  CATEGORY_OPTIONS,
  DURATION_HOUR_OPTIONS,
  DURATION_MINUTE_OPTIONS,
  disabledMinuteKeys,
  FORM_FIELD_OF,
  sameFormValues,
  submitErrorMessage,
  withoutError,
} from './eventFormState';

describe('sameFormValues', () => {
  it('is true for equal values in any object', () => {
    expect(sameFormValues(DEFAULT_EVENT_FORM, { ...DEFAULT_EVENT_FORM })).toBe(true);
  });

  it('notices a change in any field', () => {
    expect(sameFormValues(DEFAULT_EVENT_FORM, { ...DEFAULT_EVENT_FORM, title: 'а' })).toBe(false);
    expect(sameFormValues(DEFAULT_EVENT_FORM, { ...DEFAULT_EVENT_FORM, imageUrl: '/uploads/a.jpg' })).toBe(false);
    expect(sameFormValues(DEFAULT_EVENT_FORM, { ...DEFAULT_EVENT_FORM, maxParticipants: 11 })).toBe(false);
  });

  it('treats an emptied number field the same as before it was typed into', () => {
    expect(sameFormValues({ ...DEFAULT_EVENT_FORM, price: Number.NaN }, { ...DEFAULT_EVENT_FORM, price: Number.NaN })).toBe(true);
  });
});

describe('withoutError', () => {
  const errors = { title: 'Введите название мероприятия', price: 'Для платного мероприятия необходимо указать цену больше 0' };

  it('drops the message of the edited field only', () => {
    expect(withoutError(errors, 'title')).toEqual({ price: errors.price });
  });

  it('returns the same object when there is nothing to clear', () => {
    expect(withoutError(errors, 'address')).toBe(errors);
    expect(withoutError(errors, null)).toBe(errors);
  });

  it('maps the paid switch and the price to one message, and both duration parts to another', () => {
    expect(FORM_FIELD_OF.isPaid).toBe('price');
    expect(FORM_FIELD_OF.price).toBe('price');
    expect(FORM_FIELD_OF.durationHours).toBe('duration');
    expect(FORM_FIELD_OF.durationMinutes).toBe('duration');
    expect(FORM_FIELD_OF.hasParticipantLimit).toBe('maxParticipants');
  });
});

describe('submitErrorMessage', () => {
  it("shows the thrown message, else 'Произошла ошибка'", () => {
    expect(submitErrorMessage(new Error('Произошла ошибка при создании мероприятия'))).toBe(
      'Произошла ошибка при создании мероприятия',
    );
    expect(submitErrorMessage(new Error(''))).toBe('Произошла ошибка');
    expect(submitErrorMessage('строка')).toBe('Произошла ошибка');
    expect(submitErrorMessage(undefined)).toBe('Произошла ошибка');
  });
});

describe('options', () => {
  it('lists the five categories capitalised, keyed by the stored label', () => {
    expect(CATEGORY_OPTIONS).toHaveLength(5);
    expect(CATEGORY_OPTIONS[0]).toEqual({ id: 'досуг и развлечения', label: 'Досуг и развлечения' });
  });

  it("lists the age limits '0+' … '18+'", () => {
    expect(AGE_LIMIT_OPTIONS.map((option) => option.label)).toEqual(['0+', '6+', '12+', '16+', '18+']);
  });

  it('offers 0–12 hours and quarter hours', () => {
    expect(DURATION_HOUR_OPTIONS).toHaveLength(13);
    expect(DURATION_HOUR_OPTIONS.at(-1)).toEqual({ id: '12', label: '12 ч' });
    expect(DURATION_MINUTE_OPTIONS.map((option) => option.id)).toEqual(['0', '15', '30', '45']);
  });

  it('allows only 0 minutes at 12 hours', () => {
    expect(disabledMinuteKeys(11)).toEqual([]);
    expect(disabledMinuteKeys(12)).toEqual(['15', '30', '45']);
  });
});

describe('keys back to values', () => {
  it('reads a category and an age limit from their Select keys', () => {
    expect(categoryFromKey('спорт и туризм')).toBe('спорт и туризм');
    expect(categoryFromKey('концерты')).toBeNull();
    expect(ageLimitFromKey('12')).toBe(12);
    expect(ageLimitFromKey('14')).toBeNull();
  });
});
