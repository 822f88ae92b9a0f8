import type { Page } from '@playwright/test';

/** The preview's channel events that end or break a story's render. */
const WATCHED_EVENTS = [
  'storyFinished',
  'storyErrored',
  'storyMissing',
  'storyThrewException',
  'playFunctionThrewException',
  'unhandledErrorsWhilePlaying',
] as const;
type WatchedEvent = (typeof WATCHED_EVENTS)[number];
const ENDING_EVENTS: readonly WatchedEvent[] = ['storyFinished', 'storyErrored', 'storyMissing', 'storyThrewException'];

interface ChannelRecord {
  name: WatchedEvent;
  payload: unknown;
}
interface Channel {
  on(name: string, listener: (payload: unknown) => void): void;
  emit(name: string, payload: unknown): void;
}
interface RecordingWindow {
  __storyEvents: ChannelRecord[];
  __STORYBOOK_ADDONS_CHANNEL__?: Channel;
}

export interface StoryReport {
  type: string;
  status: 'failed' | 'passed' | 'warning';
  result: unknown;
}
export interface StoryOutcome {
  finished: { status: 'error' | 'success'; reporters: StoryReport[] } | null;
  /** Errors the preview reported for the story (render, play, unhandled), as text. */
  errors: string[];
  /** The size the story asked for (`data-story-viewport`, written by the preview), if any. */
  viewport: { width: number; height: number } | null;
  /** Beginnings of the console errors the story causes on purpose (`parameters.expectedConsoleErrors`). */
  expectedConsoleErrors: string[];
}

/**
 * Records the preview's channel events from its first moment: the channel is a global the preview
 * assigns once, so a setter installed before any script runs sees every event of the first render.
 */
export async function recordChannel(page: Page): Promise<void> {
  await page.addInitScript((events: readonly string[]) => {
    const recording = window as unknown as RecordingWindow;
    recording.__storyEvents = [];
    let channel: Channel | undefined;
    Object.defineProperty(window, '__STORYBOOK_ADDONS_CHANNEL__', {
      configurable: true,
      get: () => channel,
      set: (value: Channel) => {
        channel = value;
        for (const name of events) {
          value.on(name, (payload: unknown) => recording.__storyEvents.push({ name: name as WatchedEvent, payload }));
        }
      },
    });
  }, WATCHED_EVENTS);
}

function describeError(payload: unknown): string {
  if (payload && typeof payload === 'object') {
    const { name, message, stack, description } = payload as { name?: string; message?: string; stack?: string; description?: string };
    return [name, message ?? description].filter(Boolean).join(': ') || stack?.split('\n')[0] || JSON.stringify(payload);
  }
  return String(payload);
}

async function collectOutcome(page: Page): Promise<StoryOutcome> {
  await page.waitForFunction(
    (ending) => (window as unknown as RecordingWindow).__storyEvents.some((event) => ending.includes(event.name)),
    ENDING_EVENTS,
    { timeout: 45_000 },
  );
  const { events, viewport, expected } = await page.evaluate(() => ({
    events: (window as unknown as RecordingWindow).__storyEvents,
    viewport: document.documentElement.dataset['storyViewport'] ?? null,
    expected: document.documentElement.dataset['storyExpectedConsole'] ?? '[]',
  }));
  const finished = events.find((event) => event.name === 'storyFinished');
  const errors = events.filter((event) => event.name !== 'storyFinished').map((event) => `${event.name}: ${describeError(event.payload)}`);
  const [width, height] = (viewport ?? '').split('x').map(Number);
  return {
    finished: finished ? (finished.payload as StoryOutcome['finished']) : null,
    errors,
    viewport: width && height ? { width, height } : null,
    expectedConsoleErrors: JSON.parse(expected) as string[],
  };
}

/** Opens one story by direct link (a fresh document) and waits until the preview says it finished or broke. */
export async function openStory(page: Page, url: string): Promise<StoryOutcome> {
  await page.goto(url);
  return collectOutcome(page);
}

/**
 * Shows another story in a preview already loaded, as the manager does when a reviewer picks one in
 * the sidebar: the preview unmounts the previous story and renders this one (seconds saved per story
 * over loading the whole preview again).
 */
export async function switchStory(page: Page, storyId: string): Promise<StoryOutcome> {
  await page.evaluate((id) => {
    const preview = window as unknown as RecordingWindow;
    preview.__storyEvents = [];
    preview.__STORYBOOK_ADDONS_CHANNEL__?.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
  }, storyId);
  return collectOutcome(page);
}

interface AxeViolation {
  id: string;
  help: string;
  nodes: { target: unknown[] }[];
}

/** The a11y reporter's findings as lines, empty when it passed. */
export function accessibilityFindings(reporters: StoryReport[]): string[] {
  return reporters
    .filter((report) => report.type === 'a11y' && report.status === 'failed')
    .flatMap((report) => (report.result as { violations?: AxeViolation[] }).violations ?? [])
    .map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
