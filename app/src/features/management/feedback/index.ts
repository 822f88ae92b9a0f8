/** docs/back-office.md#feedback: /management/feedback, what the back office's routes import. */
export { FeedbackPage } from './pages/FeedbackPage';
