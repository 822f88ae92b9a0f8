import { MINIMAL_VIEWPORTS } from 'storybook/viewport';
import { breakpointWidths } from '@city/design-system/theme';

interface ViewportPreset {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
}

/**
 * The toolbar's viewports, on both sides of the theme's one breakpoint (phones below
 * `breakpointWidths.mobile`, wider screens above it), named in Russian.
 */
export const VIEWPORT_PRESETS: Record<string, ViewportPreset> = {
  phone320: { name: 'Телефон 320 px', styles: { width: '320px', height: '640px' }, type: 'mobile' },
  phone360: { name: 'Телефон 360 px', styles: { width: '360px', height: '740px' }, type: 'mobile' },
  phone390: { name: 'Телефон 390 px', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: {
    name: `Планшет ${breakpointWidths.mobile + 128} px`,
    styles: { width: `${breakpointWidths.mobile + 128}px`, height: '1024px' },
    type: 'tablet',
  },
  desktop: { name: 'Компьютер 1280 px', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
};

interface ViewportGlobal {
  value?: string;
  isRotated?: boolean;
}

/**
 * The size a story asks for through its `viewport` global (ours, the story's own options, or
 * Storybook's built-in ones), or null for the page's own size. The manager applies it by resizing
 * its frame; a story opened by direct link cannot resize its window, so the size is written on the
 * document (`data-story-viewport`) for the static-build check, which opens the page at that size.
 */
export function requestedViewport(
  viewportGlobal: unknown,
  storyOptions: Record<string, ViewportPreset> | undefined,
): { width: number; height: number } | null {
  const value = (viewportGlobal as ViewportGlobal | undefined)?.value;
  if (!value) return null;
  const preset = { ...MINIMAL_VIEWPORTS, ...VIEWPORT_PRESETS, ...storyOptions }[value];
  if (!preset) return null;
  const width = Number.parseInt(preset.styles.width, 10);
  const height = Number.parseInt(preset.styles.height, 10);
  if (!Number.isFinite(width) || !Number.isFinite(height)) return null;
  return (viewportGlobal as ViewportGlobal).isRotated ? { width: height, height: width } : { width, height };
}
