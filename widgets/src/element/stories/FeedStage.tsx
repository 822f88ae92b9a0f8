import { useEffect, useRef, type CSSProperties } from 'react';
import { CityEventsFeed, type FeedRenderDetail, type FeedRenderState } from '../CityEventsFeed';
import type { FeedTransport } from '../fetchFeedFragment';
import { STORY_ORIGIN } from '../../fixtures';

if (!customElements.get('city-events-feed')) customElements.define('city-events-feed', CityEventsFeed);

/** What each feed rendered, in order: the play functions wait on it. */
const rendersOf = new WeakMap<Element, FeedRenderState[]>();
export const renderedStates = (element: Element): FeedRenderState[] => rendersOf.get(element) ?? [];

export interface FeedStageProps {
  attributes: Record<string, string>;
  transport: FeedTransport;
  /** The partner's box around the feed (its width) and custom properties on the element. */
  width?: number | string;
  elementStyle?: Record<`--cef-${string}`, string>;
}

/**
 * A partner's page in a story: the real element created as the partner's HTML would create it
 * (attributes first, then into the page), served by the story's transport instead of the network.
 */
export function FeedStage({ attributes, transport, width = 760, elementStyle = {} }: FeedStageProps) {
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const feed = document.createElement('city-events-feed');
    feed.setAttribute('origin', STORY_ORIGIN);
    for (const [name, value] of Object.entries(attributes)) feed.setAttribute(name, value);
    for (const [name, value] of Object.entries(elementStyle)) feed.style.setProperty(name, value);
    feed.transport = transport;
    const states: FeedRenderState[] = [];
    rendersOf.set(feed, states);
    feed.addEventListener('cef-render', (event) => states.push((event as CustomEvent<FeedRenderDetail>).detail.state));
    box.current?.append(feed);
    return () => feed.remove();
  }, [attributes, transport, elementStyle]);
  const style: CSSProperties = { width, maxWidth: '100%' };
  return <div ref={box} style={style} data-testid="partner-box" />;
}
