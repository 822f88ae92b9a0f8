import { keyframes, style } from '@vanilla-extract/css';
import { motion, vars } from '../../theme';
import { reducedMotionQuery } from './interaction';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideFrom = {
  left: keyframes({ from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(0)' } }),
  right: keyframes({ from: { transform: 'translateX(100%)' }, to: { transform: 'translateX(0)' } }),
};

/** The dimmed page behind a slide-out drawer (the user menu's, the back office's navigation). */
export const drawerOverlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 50,
  background: vars.color.overlay,
  selectors: {
    '&[data-entering]': { animation: `${fadeIn} ${motion.modalMs}ms ease-out` },
    '&[data-exiting]': { animation: `${fadeIn} ${motion.modalMs}ms ease-in reverse` },
  },
  '@media': { [reducedMotionQuery]: { animation: 'none' } },
});

/** A full-height drawer sliding in from one edge; its width is the caller's. */
function drawerPanel(side: 'left' | 'right') {
  return style({
    position: 'fixed',
    top: 0,
    bottom: 0,
    [side]: 0,
    background: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.popover,
    outline: 'none',
    selectors: {
      '&[data-entering]': { animation: `${slideFrom[side]} ${motion.modalMs}ms ease-out` },
      '&[data-exiting]': { animation: `${slideFrom[side]} ${motion.modalMs}ms ease-in reverse` },
    },
    '@media': { [reducedMotionQuery]: { animation: 'none' } },
  });
}

export const drawerFromLeft = drawerPanel('left');
export const drawerFromRight = drawerPanel('right');
