// /home (route "home", 01 §2.3): the user's home page. The guard already redirects; this covers a
// render before the guard's decision lands.
import { Navigate } from 'react-router-dom';
import { useRouteTable } from '../route-table';
import { useSession } from '../session/use-session';
import { homePathOf } from './home-path';

export default function HomeRedirect() {
  const { loaded } = useSession();
  const table = useRouteTable();
  return <Navigate to={homePathOf(loaded, table)} replace />;
}
