/** docs/moderation.md#sample-labelling: /management/moderation-sample, what the back office's routes import. */
export { ModerationSamplePage } from './pages/ModerationSamplePage';
