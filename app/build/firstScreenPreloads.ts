import type { Plugin } from 'vite';

/**
 * A first visit to a signed-in page waits on two rounds of requests: the HTML's scripts, then,
 * once they run and the router matches, the page's own chunks and the session check. The server
 * can name the second round with the HTML (`Link` headers, bff/src/routes/static-app.ts), so both
 * travel at once; on a phone's network that is a round trip and a half less before the page draws
 * (the Lighthouse bench). Only where it is known what the page will fetch: the events list, the
 * page a signed-in person lands on. A visitor's pages (/login, /) are left as they are.
 *
 * The build writes `first-screen-preloads.json` beside index.html: for each such path, the `Link`
 * header values, with the hashed file names of that build's chunks (named by ./chunks.ts).
 */
interface FirstScreen {
  path: string;
  /** Preloaded only for a browser that has a session cookie: a visitor is sent to /login. */
  signedIn: boolean;
  /** Chunk groups of ./chunks.ts the page loads as it starts. */
  chunks: readonly string[];
  /** Calls the page makes as it starts (always with the session cookie). */
  fetches: readonly string[];
}

const FIRST_SCREENS: readonly FirstScreen[] = [
  {
    path: '/events',
    signedIn: true,
    chunks: ['site', 'swr', 'widgets', 'events-list', 'formats', 'plural'],
    // The session check every page starts with (app/src/api/auth.ts, getCurrentUser).
    fetches: ['/api/auth/me'],
  },
];

export interface FirstScreenPreload {
  path: string;
  signedIn: boolean;
  /** Values of the `Link` header, one per file or call. */
  links: string[];
}

export const FIRST_SCREEN_PRELOADS_FILE = 'first-screen-preloads.json';

export const firstScreenPreloads: Plugin = {
  name: 'city:first-screen-preloads',
  apply: 'build',
  generateBundle(_options, bundle) {
    const fileOfChunk = new Map<string, string>();
    for (const output of Object.values(bundle)) {
      if (output.type === 'chunk' && !output.isEntry) fileOfChunk.set(output.name, output.fileName);
    }
    const preloads: FirstScreenPreload[] = FIRST_SCREENS.map((screen) => ({
      path: screen.path,
      signedIn: screen.signedIn,
      links: [
        ...screen.chunks.map((name) => {
          const file = fileOfChunk.get(name);
          // A renamed or dropped group must not silently stop the preload.
          if (!file) this.error(`Группа чанков «${name}» для ${screen.path} не найдена (app/build/chunks.ts)`);
          return `</${file}>; rel=modulepreload`;
        }),
        // A fetch() with credentials takes a preload only if it was made the same way.
        ...screen.fetches.map((call) => `<${call}>; rel=preload; as=fetch; crossorigin=use-credentials`),
      ],
    }));
    this.emitFile({ type: 'asset', fileName: FIRST_SCREEN_PRELOADS_FILE, source: `${JSON.stringify(preloads, null, 2)}\n` });
  },
};
