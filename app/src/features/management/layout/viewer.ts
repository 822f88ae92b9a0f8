import { useOutletContext } from 'react-router-dom';
import type { User } from '@city/contracts';

/**
 * The signed-in staff member, for the pages inside the admin layout: ManagementShell passes the
 * session's user through its Outlet once it has checked access, so a page never sees null.
 */
export const useManagementViewer = (): User => useOutletContext<User>();
