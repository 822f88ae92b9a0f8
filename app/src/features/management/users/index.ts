/** management-side §2: /management/users, what the back office's routes import. */
export { UsersPage } from './pages/UsersPage';
