import { createTheme } from '@vanilla-extract/css';
import { vars } from './contract.css';
import { ACCENT } from './tokens';

export const darkTheme = createTheme(vars, {
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
});
