import { useState } from 'react';
import useSWR from 'swr';
import { logFailure } from '../../../api/failurePolicy';
import { getUserEvents } from '../../../api/users';
import { CITY_TIME_ZONE } from '../mappers/cityClock';
import { ownEventsView } from '../mappers/ownEvents';
import type { OwnEvents } from './useOwnEvents';

/**
 * docs/events.md#timing: the events a person organizes, past ones hidden until 'Показать
 * прошедшие'. A failed load is only logged (docs/events.md#the-list: list fetch errors).
 */
export function useUserEvents(userId: number | null, now: number): OwnEvents {
  const { data, isLoading, mutate } = useSWR(
    userId === null ? null : (['/api/users/:id/events', userId] as const),
    ([, id]) => getUserEvents(id),
    { onError: (error: unknown) => logFailure('Мероприятия пользователя не загружены', error) },
  );
  const [showPast, setShowPast] = useState(false);
  return {
    ...ownEventsView(data ?? [], showPast, now, CITY_TIME_ZONE),
    isLoading,
    isLoaded: data !== undefined,
    showPast,
    setShowPast,
    refresh: () => mutate(),
  };
}
