import { style } from '@vanilla-extract/css';
import { space } from '../../theme';

export const description = style({ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: space.lg });

export const reason = style({ margin: 0 });

// The screen is centred; its facts read as a two-column list, each column aligned at its start.
export const facts = style({ textAlign: 'start' });
