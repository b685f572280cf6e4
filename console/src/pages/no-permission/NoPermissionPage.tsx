import { Button, Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** Where a user with no resources lands; leaving it goes to / (seed 000 §2). */
export default function NoPermissionPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <div className="page-center" data-testid="no-permission">
      <Result
        status="403"
        title={t('noPermission.title')}
        subTitle={t('noPermission.text')}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
