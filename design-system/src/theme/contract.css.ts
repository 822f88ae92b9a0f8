import { createThemeContract } from '@vanilla-extract/css';

/** The one theme contract: every colour a component uses comes from here. */
export const vars = createThemeContract({
  color: {
    accent: null,
    accentHover: null,
    accentPressed: null,
    onAccent: null,
    background: null,
    surface: null,
    surfaceRaised: null,
    surfaceMuted: null,
    border: null,
    borderStrong: null,
    text: null,
    textMuted: null,
    focusRing: null,
    link: null,
    danger: null,
    dangerSurface: null,
    onDanger: null,
    success: null,
    successSurface: null,
    warning: null,
    warningSurface: null,
    info: null,
    infoSurface: null,
    orange: null,
    yellow: null,
    overlay: null,
  },
  shadow: { card: null, popover: null },
});
