/** docs/back-office.md#statistics: /management/statistics, what the back office's routes import. */
export { StatisticsPage } from './pages/StatisticsPage';
