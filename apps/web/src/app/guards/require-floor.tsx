// workshop-access holds no schemas: this guard is part of the entry every page loads.
import { isWorkshopRole } from '@karigar/domain/workshop-access';
import { Navigate, Outlet } from 'react-router';
import { useCurrentUser } from '../../lib/current-user';

/** The workshop floor's pages (admins and staff; inside RequireAuth): everyone else goes to /unauthorized. */
export function RequireFloor() {
  const { data: user } = useCurrentUser();
  if (!user || !isWorkshopRole(user.role)) return <Navigate to="/unauthorized" replace />;
  return <Outlet />;
}
