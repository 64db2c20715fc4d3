import { floorWorkers } from '@karigar/domain/user';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/** The workshop floor's pages (admins and staff; inside RequireAuth): everyone else goes to /unauthorized. */
export function RequireFloor() {
  const { data: user } = useCurrentUser();
  if (!user || !floorWorkers.some((role) => role === user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
