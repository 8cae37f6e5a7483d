import { useEffect } from 'react';
import { useNavigate, useParams } from 'react-router';
import { setAsUser } from '../../lib/credentials.ts';
import { useSession } from '../../lib/session.tsx';
import { Redirecting } from './Redirecting.tsx';

/** /as-user/{auth0Id} (spec §2.1): later calls carry the as-user header; the server allows it for administrators only. */
export default function AsUserPage() {
  const { auth0Id } = useParams();
  const { refresh } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    if (!auth0Id) return;
    setAsUser(auth0Id);
    void refresh().then(() => navigate('/', { replace: true }));
  }, [auth0Id, refresh, navigate]);
  return <Redirecting go={noop} text="Opening this user's dashboard…" />;
}

const noop = async () => undefined;
