export { EVENT_TEASER_CAPTION, EventTeaser, type EventTeaserEvent, type EventTeaserProps } from './EventTeaser';
