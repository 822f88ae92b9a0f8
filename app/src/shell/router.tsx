import { createBrowserRouter } from 'react-router-dom';
import { routes } from './routes';

/**
 * The app's one browser router over its route table. A module of its own, so that importing the
 * table (the «Экраны» stories mount it in a memory router) starts no second router.
 */
export const router = createBrowserRouter(routes);
