import type { vars } from './contract.css';
import { ACCENT } from './tokens';

/** The value of every colour and shadow of the theme contract. */
export interface Palette {
  color: Record<keyof typeof vars.color, string>;
  shadow: Record<keyof typeof vars.shadow, string>;
}

/**
 * The two themes' values as plain data: the app's theme classes are made from them, and so is the
 * partner widget's shadow-root CSS, which sets the same variables on :host() (docs/partner-feed.md#styles).
 * Contrast of text on these surfaces is ≥ 4.5:1 (checked by the a11y addon in every story).
 */
export const lightPalette: Palette = {
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
    // A yellow that reads as yellow, for fills only (the strength and countdown bars, the category
    // art): no yellow reaches 3:1 on white, so text in the yellow band uses `warning` instead.
    yellow: '#F2C200',
    overlay: 'rgba(10, 20, 16, 0.5)',
  },
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.08), 0 1px 2px rgba(0,0,0,0.06)',
    popover: '0 8px 24px rgba(0,0,0,0.16)',
  },
};

export const darkPalette: Palette = {
  color: {
    accent: ACCENT,
    accentHover: '#5FD3B0',
    accentPressed: '#7ADDBF',
    onAccent: '#0B2A21',
    background: '#111715',
    surface: '#1A2220',
    surfaceRaised: '#222C29',
    surfaceMuted: '#26302D',
    border: '#34413D',
    borderStrong: '#6F7F79',
    text: '#E8EFEC',
    textMuted: '#A9B6B1',
    focusRing: '#7ADDBF',
    link: '#7ADDBF',
    danger: '#FF8A80',
    dangerSurface: '#3A1E1C',
    onDanger: '#2B0A08',
    success: '#7ADDBF',
    successSurface: '#16352B',
    warning: '#FFC266',
    warningSurface: '#3A2C12',
    info: '#8CC4FF',
    infoSurface: '#172A3D',
    orange: '#FF9E57',
    yellow: '#F2D15C',
    overlay: 'rgba(0, 0, 0, 0.6)',
  },
  shadow: {
    card: '0 1px 3px rgba(0,0,0,0.5)',
    popover: '0 8px 24px rgba(0,0,0,0.6)',
  },
};
