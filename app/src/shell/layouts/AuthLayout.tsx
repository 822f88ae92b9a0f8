import { Outlet } from 'react-router-dom';
import { bare } from './layout.css';

/** The bare layout of the auth screens: no header, the card is the page. */
export function AuthLayout() {
  return (
    <main id="main" className={bare}>
      <Outlet />
    </main>
  );
}
