import { style } from '@vanilla-extract/css';
import { space } from '@city/design-system/theme';

/** Layout only: the card keeps a reading width while the events grid below takes the page's. */
export const cardColumn = style({ width: '100%', maxWidth: '48rem' });

export const loadingSpot = style({ display: 'flex', justifyContent: 'center', padding: `${space.xxxl} 0` });
