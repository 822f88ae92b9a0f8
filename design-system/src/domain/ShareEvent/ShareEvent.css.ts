import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { fontSize, space } from '../../theme/tokens';

export const addressLinks = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', gap: `${space.xs} ${space.md}` });

export const addressLabel = style({ fontSize: fontSize.sm, color: vars.color.textMuted });
