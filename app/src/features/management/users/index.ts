/** docs/back-office.md#users: /management/users, what the back office's routes import. */
export { UsersPage } from './pages/UsersPage';
