import { http, HttpResponse, type RequestHandler } from 'msw';
import { setupWorker, type SetupWorker } from 'msw/browser';

/**
 * The screens' fake API: MSW's service worker answers the app's own `fetch` calls
 * (app/src/api/request.ts), so a page runs exactly as in the product, only its answers are
 * written by the story. One worker for the whole preview; each story puts its own handlers in.
 */
let worker: SetupWorker | null = null;
let starting: Promise<SetupWorker> | null = null;

/** Anything the story did not fake answers 501, so a screen never reaches a real server. */
const notFaked = http.all('/api/*', ({ request }) =>
  HttpResponse.json({ error: `В истории нет ответа на ${request.method} ${new URL(request.url).pathname}` }, { status: 501 }),
);

function startWorker(): Promise<SetupWorker> {
  starting ??= (async () => {
    const next = setupWorker(notFaked);
    await next.start({
      // Beside iframe.html: the built Storybook is served below /storybook/, so the path stays relative.
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
      // Scripts, styles and fonts of the preview itself go to the network untouched.
      onUnhandledRequest: 'bypass',
      quiet: true,
    });
    worker = next;
    return next;
  })();
  return starting;
}

/** Starts the worker once, then replaces the previous story's handlers with this story's. */
export async function answerWith(handlers: readonly RequestHandler[]): Promise<void> {
  const running = worker ?? (await startWorker());
  running.resetHandlers(...handlers, notFaked);
}
