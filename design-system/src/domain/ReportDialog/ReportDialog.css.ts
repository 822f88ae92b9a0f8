import { style } from '@vanilla-extract/css';
import { space } from '../../theme';

export const body = style({ display: 'flex', flexDirection: 'column', gap: space.md });

/** The button keeps its focus and its 'Отправка...' label; presses are ignored meanwhile. */
export const sending = style({ cursor: 'progress' });
