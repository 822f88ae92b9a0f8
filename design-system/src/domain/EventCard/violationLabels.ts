import type { ViolationCategory } from '@city/contracts';

/** participant-side §3: the violation categories of automatic moderation, as a reader sees them. */
export const VIOLATION_CATEGORY_LABELS: Record<ViolationCategory, string> = {
  extremism: 'экстремизм',
  hatred: 'разжигание ненависти',
  rally: 'несанкционированные митинги',
  drugs: 'наркотики',
  violence: 'насилие',
  pornography: 'порнография',
  disobedience: 'неповиновение требованиям властей',
  suicide: 'пропаганда суицида',
};
