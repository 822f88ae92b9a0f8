export { RateLimitPanel, type RateLimitPanelProps } from './RateLimitPanel';
export { countdownBand, formatCountdown, formatUnlockTime, type CountdownBand } from './countdown';
