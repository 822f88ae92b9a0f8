// Loaded by AuthFormBody when a 429 arrives: the static import keeps only the panel in that chunk.
export { RateLimitPanel as default } from '@city/design-system';
