import { Button, Message, Result, Space } from '@arco-design/web-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { queryResourceCodes } from '../../api/resource';
import { currentProjectId } from '../../app/store/session';
import { logoutUser } from '../../app/store/session-actions';

/**
 * Where a user with no resources lands; leaving it goes to / (seed 000 §2). Permissions load once per
 * session, so / alone would send him straight back here: leaving asks for his resources again first, and
 * with some (granted since he signed in) loads the session anew at /; with none it says so.
 */
export default function NoPermissionPage() {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const leave = async () => {
    setBusy(true);
    const projectId = currentProjectId();
    const codes = projectId ? await queryResourceCodes(projectId).catch(() => []) : [];
    if (codes.length > 0) window.location.assign('/');
    else {
      Message.warning(t('noPermission.stillNone'));
      setBusy(false);
    }
  };
  const logout = () => {
    setBusy(true);
    logoutUser(window.location.pathname).catch(() => setBusy(false));
  };
  return (
    <div className="page-center" data-testid="no-permission">
      <Result
        status="403"
        title={t('noPermission.title')}
        subTitle={t('noPermission.text')}
        extra={
          <Space>
            <Button type="primary" loading={busy} onClick={leave} data-testid="no-permission-home">
              {t('common.backHome')}
            </Button>
            <Button disabled={busy} onClick={logout} data-testid="no-permission-logout">
              {t('common.logout')}
            </Button>
          </Space>
        }
      />
    </div>
  );
}
