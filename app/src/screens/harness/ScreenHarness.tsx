// As main.tsx: zod's settings before any schema is built, and the app's own styles.
import '../../cspSafeZod';
import '../../shell/reactAriaPressable.css';
import { useEffect, useState, type ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { RequestHandler } from 'msw';
import type { Loader, Meta } from '@storybook/react-vite';
import { showDatesIn } from '@city/design-system';
import { CITY } from '../../cityOfPage';
import { useSession } from '../../features/auth';
import { routes } from '../../shell/routes';
import { ToastArea } from '../../shell/ToastArea';
import { answerWith } from './fakeApi';

// As main.tsx: every date is shown in the city's zone.
showDatesIn(CITY.timeZone);

/** What a screen story sets in its `parameters.screen`. */
export interface ScreenParameters {
  /** The address the page is opened at, query included ('/events/101', '/verify-email?token=…'). */
  path: string;
  /** The fake answers of this story (./answers.ts builds them); anything else under /api answers 501. */
  handlers: readonly RequestHandler[];
  /** A phone screen: the page is drawn inside a box this many pixels wide. */
  width?: number;
}

function screenOf(parameters: Record<string, unknown>): ScreenParameters {
  const screen = parameters['screen'] as ScreenParameters | undefined;
  if (!screen) throw new Error('У экранной истории нет parameters.screen');
  return screen;
}

/** Starts the fake API once and puts this story's answers in before the story is drawn. */
export const fakeApiLoader: Loader = async ({ parameters }) => {
  await answerWith(screenOf(parameters).handlers);
  return {};
};

/**
 * The session is app state that outlives a story: it is asked again (from this story's fake
 * GET /api/auth/me) before the router starts, so the guards and the header see this story's person.
 */
function SessionOfThisStory({ children }: { children: ReactNode }) {
  const { refresh } = useSession();
  const [known, setKnown] = useState(false);
  useEffect(() => {
    let current = true;
    void refresh().then(() => current && setKnown(true));
    return () => {
      current = false;
    };
  }, [refresh]);
  return known ? children : null;
}

/** The app's own route table in memory, opened at the story's address. */
function AppAt({ path }: { path: string }) {
  const [router] = useState(() => createMemoryRouter(routes, { initialEntries: [path] }));
  return <RouterProvider router={router} />;
}

/**
 * A screen as the app draws it (App.tsx: the router and the toasts; the preview gives the locale
 * and the theme), with a cache of its own for the pages' data.
 */
function Screen({ path, width }: Pick<ScreenParameters, 'path' | 'width'>) {
  const app = (
    <SWRConfig value={{ provider: () => new Map() }}>
      <SessionOfThisStory>
        <AppAt path={path} />
        <ToastArea />
      </SessionOfThisStory>
    </SWRConfig>
  );
  return width ? <div style={{ width, maxWidth: '100%', margin: '0 auto' }}>{app}</div> : app;
}

/**
 * What every screen file's meta starts from: the app drawn at `parameters.screen.path` with the
 * answers of `parameters.screen.handlers`. No Docs page: one page of several screens would share
 * one fake API.
 */
export const screenMeta = {
  render: (_args, { parameters }) => <Screen {...screenOf(parameters)} />,
  loaders: [fakeApiLoader],
  tags: ['!autodocs'],
  parameters: { layout: 'fullscreen' },
} satisfies Partial<Meta>;

/** A story's `parameters` for the screen at `path`. */
export const at = (
  path: string,
  handlers: readonly RequestHandler[],
  { width, logs = [] }: Pick<ScreenParameters, 'width'> & { logs?: readonly string[] } = {},
): { screen: ScreenParameters; expectedConsoleErrors: readonly string[] } => ({
  screen: { path, handlers, ...(width === undefined ? {} : { width }) },
  // What the page logs on purpose in this state (a failed answer it reports), so the static-build
  // check tells it from an error nobody meant.
  expectedConsoleErrors: logs,
});

/** What the app logs when a page's data fails (shell/layouts/PageDataConfig.tsx, api/failurePolicy.ts). */
export const PAGE_DATA_FAILURE_LOG = 'Данные страницы не загружены';
