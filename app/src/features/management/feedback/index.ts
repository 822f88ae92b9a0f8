/** management-side §2: /management/feedback, what the back office's routes import. */
export { FeedbackPage } from './pages/FeedbackPage';
