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

/**
 * The «Все состояния» story of any component: each named review story under its caption, drawn by
 * `show` with that story's args, then `children` (figures for states no story's args can give).
 * One gallery for every component, so each story file lists its states instead of repeating the loop.
 */
export function StatesGallery<Args>({
  states,
  show,
  columns,
  children,
}: {
  states: readonly { name?: string; args?: Partial<Args> }[];
  show(stateArgs: Partial<Args> | undefined): ReactNode;
  columns?: number;
  children?: ReactNode;
}) {
  return (
    <StateGallery columns={columns}>
      {states.map((state) => (
        <StateFigure key={state.name ?? ''} caption={state.name ?? ''}>
          {show(state.args)}
        </StateFigure>
      ))}
      {children}
    </StateGallery>
  );
}
