import { useState } from 'react';
import useSWR from 'swr';
import type { Event } from '@city/contracts';
import { getMyOrganizedEvents, getMyParticipations } from '../../../api/events';
import { CITY_TIME_ZONE } from '../mappers/cityClock';
import { ownEventsView, type OwnEventsView } from '../mappers/ownEvents';

export type OwnEventsKind = 'participations' | 'organized';

const sources: Record<OwnEventsKind, { key: string; load(): Promise<Event[]> }> = {
  participations: { key: '/api/events/my-participations', load: () => getMyParticipations() },
  organized: { key: '/api/events/my-organized', load: () => getMyOrganizedEvents() },
};

export interface OwnEvents extends OwnEventsView {
  isLoading: boolean;
  isLoaded: boolean;
  showPast: boolean;
  setShowPast(show: boolean): void;
  refresh(): Promise<unknown>;
}

/** docs/events.md#participation: the events the viewer joined or organizes; past ones hidden by default. */
export function useOwnEvents(kind: OwnEventsKind, now: number): OwnEvents {
  const source = sources[kind];
  const { data, isLoading, mutate } = useSWR(source.key, () => source.load(), { revalidateOnMount: true });
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
