import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { ACCENT } from './tokens';

/** Contrast of text on these surfaces is ≥ 4.5:1 (checked by the a11y addon in every story). */
export const lightTheme = createTheme(vars, {
  color: {
    accent: ACCENT,
    accentHover: '#34A884',
    accentPressed: '#2A8E6F',
    // Dark text on the accent: white on #45C29D fails WCAG AA.
    onAccent: '#0B2A21',
    background: '#F6F8F7',
    surface: '#FFFFFF',
    surfaceRaised: '#FFFFFF',
    surfaceMuted: '#EEF2F0',
    border: '#D5DDD9',
    borderStrong: '#748680',
    text: '#17201C',
    textMuted: '#4D5A55',
    focusRing: '#1F7A5F',
    link: '#1F7A5F',
    danger: '#B3261E',
    dangerSurface: '#FDECEA',
    onDanger: '#FFFFFF',
    success: '#1E6B50',
    successSurface: '#E3F5EE',
    warning: '#8A5300',
    warningSurface: '#FFF4DE',
    info: '#1D5C99',
    infoSurface: '#E6F0FA',
    orange: '#C25400',
    yellow: '#8F7400',
    overlay: 'rgba(10, 20, 16, 0.5)',
  },
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.08), 0 1px 2px rgba(0,0,0,0.06)',
    popover: '0 8px 24px rgba(0,0,0,0.16)',
  },
});
