import { Tag, Tooltip } from '@arco-design/web-react';
import type { LedSendState, LedSendStatus } from '@site/shared-schema';
import { useTranslation } from 'react-i18next';
import { ledText } from './led-problem';

export const STATUS_COLOR: Record<LedSendStatus, string> = {
  SENDING: 'arcoblue',
  SUCCESS: 'green',
  FAILED: 'red',
  TIMEOUT: 'orange',
};

/** One send state as a tag; a failure's reason in its tooltip. */
export function SendStatusTag({ send }: { send: LedSendState }) {
  const { t } = useTranslation();
  const tag = (
    <Tag
      color={STATUS_COLOR[send.status]}
      data-testid={`led-send-${send.screenId}`}
      data-status={send.status}
    >
      {t(`led.statuses.${send.status}`)}
    </Tag>
  );
  return send.reason ? <Tooltip content={ledText(t, send.reason)}>{tag}</Tooltip> : tag;
}

/** The last send of a program to each screen, named. */
export function SendStates({ sends }: { sends: LedSendState[] }) {
  const { t } = useTranslation();
  if (sends.length === 0) return <span>{t('led.notSent')}</span>;
  return (
    <div className="led-sends">
      {sends.map((send) => (
        <span key={send.screenId}>
          {send.screenName} <SendStatusTag send={send} />
        </span>
      ))}
    </div>
  );
}
