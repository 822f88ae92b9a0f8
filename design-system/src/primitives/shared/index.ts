export { classNames, focusRingStyle, prefersReducedMotion, reducedMotionQuery } from './interaction';
export * from './icons';
