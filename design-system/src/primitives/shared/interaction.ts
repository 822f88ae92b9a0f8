import { vars } from '../../theme';

/** The one focus indicator every interactive primitive shows on keyboard focus. */
export const focusRingStyle = {
  outline: `2px solid ${vars.color.focusRing}`,
  outlineOffset: '2px',
} as const;

/** The focus indicator drawn inside an element whose edge is clipped or shared (a button within a field). */
export const insetFocusRingStyle = { ...focusRingStyle, outlineOffset: '-2px' } as const;

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';

export function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia(reducedMotionQuery).matches;
}

/** Joins class names, dropping the empty ones. */
export function classNames(...names: Array<string | false | null | undefined>): string {
  return names.filter(Boolean).join(' ');
}
