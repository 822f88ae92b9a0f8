import { firstEventsPageCall } from '@city/contracts';

/**
 * The first calls of a page whose URL depends on the page's own address (its filters), which the
 * app's build cannot name in first-screen-preloads.json: the server writes them per request, so the
 * data travels with the scripts instead of after them. The URL is the one the app's first fetch
 * asks for (contracts' firstEventsPageCall, held to the app's request by its test): a preload
 * serves only a fetch of exactly that URL, made the same way (with the session's cookie).
 */
const FIRST_CALL_OF_ADDRESS: Readonly<Record<string, (address: URLSearchParams) => string>> = {
  '/events': firstEventsPageCall,
};

/** `Link` header values preloading the page's address-dependent first calls (none for other pages). */
export function firstCallLinks(pathname: string, search: string): string[] {
  const callOf = FIRST_CALL_OF_ADDRESS[pathname];
  return callOf ? [`<${callOf(new URLSearchParams(search))}>; rel=preload; as=fetch; crossorigin=use-credentials`] : [];
}
