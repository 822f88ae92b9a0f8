/** management-side §2: /management/statistics, what the back office's routes import. */
export { StatisticsPage } from './pages/StatisticsPage';
