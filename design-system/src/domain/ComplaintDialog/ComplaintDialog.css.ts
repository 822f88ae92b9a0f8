import { style } from '@vanilla-extract/css';
import { space } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.md });
