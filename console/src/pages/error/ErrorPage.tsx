import { Button, Message, Result } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { serverAnswers } from '../../api/branding';
import type { PageProps } from '../../app/routing/route-types';

const STATUS = { 401: '403', 404: '404', 500: '500' } as const;
type ErrorCode = keyof typeof STATUS;

/** How often the 500 page asks whether the server is back. */
export const RECOVERY_POLL_MS = 5_000;

/** /401, /404 and /500: one page, told its code by the route table. */
export default function ErrorPage({ params }: PageProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const code = Number(params?.code ?? 404) as ErrorCode;

  // The server was out of reach: once it answers again, go home by ourselves.
  useEffect(() => {
    if (code !== 500) return;
    let stopped = false;
    const timer = setInterval(async () => {
      if (!(await serverAnswers()) || stopped) return;
      stopped = true;
      clearInterval(timer);
      Message.success(t('error.recovered'));
      navigate('/');
    }, RECOVERY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [code, navigate, t]);

  return (
    <div className="page-center page-center--full" data-testid={`error-page-${code}`}>
      <Result
        status={STATUS[code]}
        title={t(`error.title${code}`)}
        subTitle={code === 500 ? `${t('error.text500')} ${t('error.waiting500')}` : t(`error.text${code}`)}
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
