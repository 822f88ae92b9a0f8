import { style, styleVariants } from '@vanilla-extract/css';
import { space } from '../../theme';

export const base = style({
  display: 'flex',
  minWidth: 0,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const gap = styleVariants(space, (value) => ({ gap: value }));

export const direction = styleVariants({
  row: { flexDirection: 'row' },
  column: { flexDirection: 'column' },
});

export const align = styleVariants({
  start: { alignItems: 'flex-start' },
  center: { alignItems: 'center' },
  end: { alignItems: 'flex-end' },
  stretch: { alignItems: 'stretch' },
});

export const justify = styleVariants({
  start: { justifyContent: 'flex-start' },
  center: { justifyContent: 'center' },
  end: { justifyContent: 'flex-end' },
  between: { justifyContent: 'space-between' },
});

export const wrap = style({ flexWrap: 'wrap' });
