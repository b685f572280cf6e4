import { Button, Message, Result } from '@arco-design/web-react';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { serverAnswers } from '../../api/branding';
import { redirectTarget } from '../../app/routing/paths';
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
  // Where the failure happened: the page goes back there, so the user finds the list (and the kept form) again.
  const [search] = useSearchParams();
  const back = redirectTarget(search.get('redirect'));

  // The server was out of reach: once it answers again, go back by ourselves.
  useEffect(() => {
    if (code !== 500) return;
    let stopped = false;
    const timer = setInterval(async () => {
      if (!(await serverAnswers()) || stopped) return;
      stopped = true;
      clearInterval(timer);
      Message.success(t('error.recovered'));
      navigate(back);
    }, RECOVERY_POLL_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [code, navigate, t, back]);

  return (
    <div className="page-center page-center--full" data-testid={`error-page-${code}`}>
      <Result
        status={STATUS[code]}
        title={t(`error.title${code}`)}
        subTitle={
          code === 500
            ? `${t('error.text500')} ${t(back === '/' ? 'error.waiting500' : 'error.waiting500Back')}`
            : t(`error.text${code}`)
        }
        extra={
          <Button type="primary" onClick={() => navigate('/')}>
            {t('common.backHome')}
          </Button>
        }
      />
    </div>
  );
}
