import { style } from '@vanilla-extract/css';
import { space } from '@city/design-system';

/** Layout only: the tab buttons in a wrapping row. Everything visual comes from the design system. */
export const tabBar = style({ display: 'flex', flexWrap: 'wrap', gap: space.sm });
