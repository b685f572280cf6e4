import { useEffect } from 'react';
import { useLocation, useNavigate, useParams } from 'react-router-dom';

/** /redirect/<path>: goes straight on to <path>, keeping query and hash; a tag refresh passes through here. */
export default function RedirectPage() {
  const { '*': rest = '' } = useParams();
  const { search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    navigate(`/${rest}${search}${hash}`, { replace: true });
  }, [navigate, rest, search, hash]);
  return null;
}
