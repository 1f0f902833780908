// /redirect/* re-renders a page (01 §2.1): navigating here and straight back remounts the view.
import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    void navigate(`/${rest}${search}`, { replace: true });
  }, [navigate, rest, search]);
  return null;
}
