export { classNames, focusRingStyle, insetFocusRingStyle, prefersReducedMotion, reducedMotionQuery } from './interaction';
export * from './icons';
