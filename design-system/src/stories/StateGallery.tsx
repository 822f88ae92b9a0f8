import type { ReactNode } from 'react';
import { fontWeight, space } from '../theme';

/**
 * The «Все состояния» story of a component: every named state at once, each under its caption,
 * in one column. For stories only; no component renders it.
 */
export function StateGallery({ children, columns = 1 }: { children: ReactNode; columns?: number }) {
  return <div style={{ display: 'grid', gap: space.xl, gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))` }}>{children}</div>;
}

/** One state of a «Все состояния» story: its name as the caption, then the component in it. */
export function StateFigure({ caption, children }: { caption: string; children: ReactNode }) {
  return (
    <figure style={{ margin: 0, display: 'grid', gap: space.sm, alignContent: 'start' }}>
      <figcaption style={{ fontWeight: fontWeight.bold }}>{caption}</figcaption>
      <div>{children}</div>
    </figure>
  );
}
