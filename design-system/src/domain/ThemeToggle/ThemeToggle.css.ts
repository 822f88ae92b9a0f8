import { style } from '@vanilla-extract/css';
import { fontSize } from '../../theme';

// 44 × 44: the touch-target size of the header controls.
export const iconButton = style({
  width: '44px',
  minWidth: '44px',
  padding: 0,
  fontSize: fontSize.xl,
});
