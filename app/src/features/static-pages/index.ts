export { staticPages } from './pages';
