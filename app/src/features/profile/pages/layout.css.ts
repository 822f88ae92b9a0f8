import { style } from '@vanilla-extract/css';
import { space } from '@city/design-system/theme';

/** Layout only: the page's width and the loading spot. Everything visual comes from the design system. */
export const profileColumn = style({ width: '100%', maxWidth: '48rem', margin: '0 auto' });

export const loadingSpot = style({ display: 'flex', justifyContent: 'center', padding: `${space.xxxl} 0` });
