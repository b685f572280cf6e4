import { Button, Card, Space } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import './dev.css';

/**
 * /error (hidden, seed 000 §2): the error pages demo. Opens the 401, 404 and 500 views, and causes an
 * unhandled error or rejection for the error log to catch.
 */
export default function ErrorDemoPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Card title={t('dev.errors.title')} data-testid="error-demo-page">
      <p className="dev-hint">{t('dev.errors.intro')}</p>
      <Space wrap>
        <Button onClick={() => navigate('/401')} data-testid="error-demo-401">
          {t('dev.errors.page401')}
        </Button>
        <Button onClick={() => navigate('/404')} data-testid="error-demo-404">
          {t('dev.errors.page404')}
        </Button>
        <Button onClick={() => navigate('/500')} data-testid="error-demo-500">
          {t('dev.errors.page500')}
        </Button>
        <Button
          status="danger"
          onClick={() => {
            // Thrown outside React's rendering, as an event handler's mistake would be: nothing catches it.
            setTimeout(() => {
              throw new Error(t('dev.errors.thrown'));
            });
          }}
          data-testid="error-demo-throw"
        >
          {t('dev.errors.throwError')}
        </Button>
        <Button
          status="warning"
          onClick={() => void Promise.reject(new Error(t('dev.errors.thrown')))}
          data-testid="error-demo-reject"
        >
          {t('dev.errors.rejectPromise')}
        </Button>
        <Button type="primary" onClick={() => navigate('/error-log')} data-testid="error-demo-log">
          {t('dev.errors.openLog')}
        </Button>
      </Space>
    </Card>
  );
}
