import { countOf, NOUNS } from '@city/contracts';

/** docs/events.md#waitlist: «Вы в листе ожидания: 3-й по очереди из 5». */
export const waitingLabel = (position: number, waitlistCount: number): string =>
  `Вы в листе ожидания: ${position}-й по очереди из ${waitlistCount}`;

/** «В листе ожидания 3 человека» under a full event's waitlist button; nothing while nobody waits. */
export const waitlistLengthLabel = (waitlistCount: number): string | null =>
  waitlistCount > 0 ? `В листе ожидания ${countOf(waitlistCount, NOUNS.person)}` : null;
