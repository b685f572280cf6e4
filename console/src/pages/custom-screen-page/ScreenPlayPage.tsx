import { Button, Result, Spin } from '@arco-design/web-react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import useSWR from 'swr';
import { ScreenStage } from './ScreenStage';
import { playScreenBySession } from './screen-page-calls';
import './screen-page.css';

/**
 * /custom-screen-page?screenId=… (seed 000 §2): a published screen played full-window inside the console
 * for the signed-in user, without a playback key. A load failure stays here with a retry: this route is
 * the one the seed exempts from the /500 redirect (app/api-hooks.ts, app/routing/load-failure.ts).
 */
export default function ScreenPlayPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const screenId = params.get('screenId') ?? '';
  const { data, error, isLoading, mutate } = useSWR(
    screenId ? ['screen-page', screenId] : null,
    () => playScreenBySession(screenId),
    { shouldRetryOnError: false, revalidateOnFocus: false },
  );

  if (!screenId)
    return <Result status="404" title={t('screenPage.noScreen')} data-testid="screen-page-error" />;
  if (error)
    return (
      <div className="screen-page screen-page--failed">
        <Result
          status="error"
          title={t('screenPage.failed')}
          subTitle={error instanceof Error ? error.message : String(error)}
          extra={
            <Button type="primary" onClick={() => mutate()} data-testid="screen-page-retry">
              {t('screenPage.retry')}
            </Button>
          }
          data-testid="screen-page-error"
        />
      </div>
    );
  return (
    <div className="screen-page" data-testid="screen-page">
      {isLoading || !data ? <Spin block className="screen-page__loading" /> : <ScreenStage screen={data} />}
    </div>
  );
}
