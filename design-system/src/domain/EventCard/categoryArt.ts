import type { EventCategory } from '@city/contracts';

/** Which gradient the placeholder of an event without an image shows. */
export type CategoryArt = 'leisure' | 'culture' | 'learning' | 'sport' | 'other';

export const CATEGORY_ART: Record<EventCategory, CategoryArt> = {
  'досуг и развлечения': 'leisure',
  'культура и искусство': 'culture',
  'обучение и развитие': 'learning',
  'спорт и туризм': 'sport',
  другое: 'other',
};
