import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { reducedMotionQuery } from '../shared/interaction';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'currentColor',
  lineHeight: 0,
});

export const size = styleVariants({
  sm: { fontSize: '16px' },
  md: { fontSize: '24px' },
  lg: { fontSize: '40px' },
});

export const graphic = style({
  width: '1em',
  height: '1em',
  animation: `${rotate} 0.9s linear infinite`,
  '@media': {
    // A slow turn instead of none: the ring alone would look like a finished state.
    [reducedMotionQuery]: { animationDuration: '3s' },
  },
});

export const track = style({ opacity: 0.25 });
