import { Button, Result } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../app/routing/route-types';

const STATUS = { 401: '403', 404: '404', 500: '500' } as const;
type ErrorCode = keyof typeof STATUS;

/** /401, /404 and /500: one page, told its code by the route table. */
export default function ErrorPage({ params }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = Number(params?.code ?? 404) as ErrorCode;
  return (
    <div className="page-center page-center--full" data-testid={`error-page-${code}`}>
      <Result
        status={STATUS[code]}
        title={t(`error.title${code}`)}
        subTitle={t(`error.text${code}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
