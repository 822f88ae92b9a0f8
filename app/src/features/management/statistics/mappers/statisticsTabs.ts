import type { Role } from '@city/contracts';

/** docs/back-office.md#statistics: the tabs of 'Детальная статистика', in their order. */
export const STATISTICS_TABS = ['organizers', 'participants', 'categories', 'moderators'] as const;
export type StatisticsTab = (typeof STATISTICS_TABS)[number];

/** docs/back-office.md#access: the moderators tab is for admins only (its call answers 403 to anyone else). */
export function visibleStatisticsTabs(role: Role | null | undefined): StatisticsTab[] {
  return STATISTICS_TABS.filter((tab) => tab !== 'moderators' || role === 'admin');
}
