import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/** Admin-only pages (inside RequireAuth, so the user is loaded): everyone else goes to /unauthorized. */
export function RequireAdmin() {
  const { data: user } = useCurrentUser();
  if (user?.role !== 'admin') return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
