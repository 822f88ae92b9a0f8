import { useState } from 'react';
import type { CalendarDate } from '@internationalized/date';
import { composeDateValue, parseDateValue } from './dateValue';

export interface DateDraft {
  date: CalendarDate | null;
  time: string | null;
}

const draftFrom = (value: string | null): DateDraft => {
  const parts = parseDateValue(value);
  return { date: parts?.date ?? null, time: parts?.time ?? null };
};

/**
 * The parts the user has picked so far. With time, a day chosen before its time is kept here while
 * the value itself stays null (the form then asks for "дата и время"). The page stays in control:
 * a value it sets (a reset, a loaded event) replaces the draft.
 */
export function useDateDraft(
  value: string | null,
  withTime: boolean,
  onChange: (value: string | null) => void,
): [DateDraft, (next: DateDraft) => void] {
  const [draft, setDraft] = useState(() => draftFrom(value));
  const [lastValue, setLastValue] = useState(value);

  let current = draft;
  if (value !== lastValue) {
    current = draftFrom(value);
    setDraft(current);
    setLastValue(value);
  }

  const update = (next: DateDraft) => {
    const nextValue = composeDateValue(next.date, next.time, withTime);
    setDraft(next);
    setLastValue(nextValue);
    if (nextValue !== value) onChange(nextValue);
  };

  return [current, update];
}
