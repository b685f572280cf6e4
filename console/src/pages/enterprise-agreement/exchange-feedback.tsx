import { Message, Notification } from '@arco-design/web-react';
import type { AgreementExchangeResult } from '@site/shared-schema';
import type { TFunction } from 'i18next';

/** Refusals listed in the notice; the report log has them all. */
const SHOWN_REFUSALS = 5;

/**
 * What the platform made of an upload, a pull or an exit: a success toast when it took everything, else a
 * notice listing the refusals with the platform's reasons, which stays until closed.
 */
export function showExchangeResult(result: AgreementExchangeResult, t: TFunction): void {
  if (result.refused.length === 0) {
    Message.success(t('zqxy.result.allAccepted', { total: result.total }));
    return;
  }
  // Bottom right, where it hides none of the top bar's tools while it stays.
  Notification.warning({
    position: 'bottomRight',
    title: t('zqxy.result.someRefused', { accepted: result.accepted, refused: result.refused.length }),
    duration: 0,
    content: (
      <ul className="zqxy-refusals" data-testid="zqxy-refusals">
        {result.refused.slice(0, SHOWN_REFUSALS).map((item) => (
          <li key={`${item.sourceName}-${item.resultMessage}`}>
            {item.sourceName}：{item.resultMessage}
          </li>
        ))}
        {result.refused.length > SHOWN_REFUSALS && <li>{t('zqxy.result.seeLog')}</li>}
      </ul>
    ),
  });
}
