/**
 * Docs-page parameters for a component whose stories open an overlay on first render (a modal,
 * a toast region): on the shared Docs page each story gets its own frame, so one open modal does
 * not cover the page or lock its scrolling.
 */
export const inOwnFrame = (height = '640px') => ({ docs: { story: { inline: false, height } } });
