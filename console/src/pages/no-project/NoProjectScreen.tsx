import { Button } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { StatusResult } from '../../app/StatusResult';
import { logoutUser } from '../../app/store/session-actions';

/** Shown instead of the console when the account has no enabled project (seed 000 §4). */
export function NoProjectScreen() {
  const { t } = useTranslation();
  const location = useLocation();
  const [leaving, setLeaving] = useState(false);
  const logout = () => {
    setLeaving(true);
    logoutUser(location.pathname).catch(() => setLeaving(false));
  };
  return (
    <div className="page-center page-center--full" data-testid="no-project">
      <StatusResult
        status="warning"
        title={t('noProject.title')}
        subTitle={t('noProject.hint')}
        extra={
          <Button type="primary" loading={leaving} onClick={logout} data-testid="no-project-logout">
            {t('common.logout')}
          </Button>
        }
      />
    </div>
  );
}
