import { FEED_DIMENSIONS } from '../feed/dimensions';

const { gap, gridMinColumn, cardHeight } = FEED_DIMENSIONS;

/**
 * The element's own CSS: the region, the heading, the skeleton and the error. The skeleton lays
 * out `limit` placeholders exactly as feed.css lays out the cards (same grid, same fixed heights),
 * so the partner's page does not move when the cards arrive.
 */
export const ELEMENT_CSS = `
:host{display:block}
:host([hidden]){display:none}
.cef-region{display:block}
.cef-title{margin:0 0 ${gap}px;font-size:1.25rem;line-height:1.3}
.cef-skeleton{display:grid;gap:${gap}px;grid-template-columns:repeat(auto-fill,minmax(min(${gridMinColumn}px,100%),1fr))}
:host([layout="list"]) .cef-skeleton,:host([layout="compact"]) .cef-skeleton{grid-template-columns:1fr}
.cef-placeholder{height:${cardHeight.grid}px;border-radius:var(--cef-radius,12px);background:rgba(128,128,128,.16)}
:host([layout="list"]) .cef-placeholder{height:${cardHeight.list}px}
:host([layout="compact"]) .cef-placeholder{height:${cardHeight.compact}px}
@media (prefers-reduced-motion:no-preference){
.cef-placeholder{background:linear-gradient(90deg,rgba(128,128,128,.16) 30%,rgba(128,128,128,.28) 50%,rgba(128,128,128,.16) 70%) 0 0/300% 100%;animation:cef-shimmer 1.4s linear infinite}
@keyframes cef-shimmer{to{background-position:-150% 0}}
}
.cef-hidden{position:absolute;width:1px;height:1px;overflow:hidden;clip:rect(0 0 0 0);white-space:nowrap}
.cef-error{margin:0;padding:${gap}px;border-radius:var(--cef-radius,12px);border:1px solid rgba(128,128,128,.4)}
.cef-error a{color:inherit;font-weight:600}
a:focus-visible{outline:2px solid var(--cef-accent,currentColor);outline-offset:2px;border-radius:2px}
`;
