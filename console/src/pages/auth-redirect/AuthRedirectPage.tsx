import { Button, Spin } from '@arco-design/web-react';
import type { UserInfo } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { LOGIN_PATH } from '../../app/routing/paths';
import { StatusResult } from '../../app/StatusResult';
import { storeLogin } from '../../app/store/session';

/** The message the opening site posts once told this window has loaded. */
interface HandOver {
  head?: string;
  token?: string;
  userInfo?: UserInfo;
}

const LOADED_MESSAGE = { type: 'auth-redirect-loaded' } as const;

/**
 * The receiving end of a login made on another site (seed 000 §4): this window tells its opener it has
 * loaded, then takes the token the opener posts back. Only messages from the opener count.
 */
export default function AuthRedirectPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [hasOpener] = useState(() => Boolean(window.opener));

  useEffect(() => {
    const opener = window.opener as Window | null;
    if (!opener) return;
    const receive = (event: MessageEvent<HandOver>) => {
      if (event.source !== opener || typeof event.data?.token !== 'string') return;
      storeLogin(event.data.head ?? '', event.data.token, event.data.userInfo);
      navigate('/', { replace: true });
    };
    window.addEventListener('message', receive);
    opener.postMessage(LOADED_MESSAGE, '*');
    return () => window.removeEventListener('message', receive);
  }, [navigate]);

  return (
    <div className="page-center page-center--full">
      {hasOpener ? (
        <Spin tip={t('authRedirect.waiting')} />
      ) : (
        <StatusResult
          status="warning"
          title={t('authRedirect.invalid')}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('authRedirect.toLogin')}
            </Button>
          }
        />
      )}
    </div>
  );
}
