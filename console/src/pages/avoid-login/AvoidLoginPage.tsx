import { Button, Spin } from '@arco-design/web-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { loginBySecretData } from '../../api/auth';
import { LOGIN_PATH, redirectTarget } from '../../app/routing/paths';
import { StatusResult } from '../../app/StatusResult';
import { storeLogin } from '../../app/store/session';
import { useDomainConfig } from '../../app/store/use-domain-config';

/**
 * /avoid-login?secretData=...&redirect=...: signs in with a one-time secret handed over by another
 * system (loginBySecretData), then goes on to the redirect. The guard always lets this page through.
 */
export default function AvoidLoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const secretData = params.get('secretData');
  const redirect = params.get('redirect');
  const [failed, setFailed] = useState(!secretData);
  useDomainConfig();

  useEffect(() => {
    if (!secretData) return;
    let cancelled = false;
    loginBySecretData(secretData)
      .then((answer) => {
        if (cancelled) return;
        storeLogin(answer.head, answer.token, answer.userInfo);
        navigate(redirectTarget(redirect), { replace: true });
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [secretData, redirect, navigate]);

  return (
    <div className="page-center page-center--full">
      {failed ? (
        <StatusResult
          status="warning"
          title={t('avoidLogin.failed')}
          extra={
            <Button type="primary" onClick={() => navigate(LOGIN_PATH)}>
              {t('authRedirect.toLogin')}
            </Button>
          }
        />
      ) : (
        <Spin tip={t('avoidLogin.signingIn')} />
      )}
    </div>
  );
}
