import { Button, Notification } from '@arco-design/web-react';
import type { AgreementExceptionMessage } from '@site/shared-realtime';
import type { AgreementItem } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { session } from '../store/session';
import { useRealtime } from './hooks';

/** Where view-log leads: the protocol-reporting-log page of the route table. */
export const PROTOCOL_LOG_PATH = '/log/protocol-reporting-log';

const noticeId = (agreementCode: string) => `agreement-exception-push-${agreementCode}`;

function showPushNotice(message: AgreementExceptionMessage, t: TFunction, viewLog: () => void): void {
  const id = noticeId(message.agreementCode);
  const types = (message.logTypeList ?? [])
    .map((type) => t(`agreement.operateTypes.${type}`, { defaultValue: type }))
    .join(t('common.listSeparator'));
  // A newer push of the same agreement replaces its notice; it never closes by itself (seed 000 §9).
  Notification.warning({
    id,
    title: t('agreement.pushTitle'),
    duration: 0,
    closable: true,
    content: (
      <div data-testid="agreement-exception-push">
        <div>
          {t('agreement.pushContent', {
            agreementName: message.agreementName || message.agreementCode,
            count: message.exceptionLogCount,
          })}
        </div>
        {types && <div>{t('agreement.pushTypes', { types })}</div>}
      </div>
    ),
    btn: (
      <Button
        type="primary"
        size="small"
        onClick={() => {
          Notification.remove(id);
          viewLog();
        }}
      >
        {t('agreement.viewLog')}
      </Button>
    ),
  });
}

interface Props {
  /** Default: the session's current project. */
  projectId?: string;
  /** Default: the session's agreement list (one topic per agreement code). */
  agreementList?: AgreementItem[];
}

/**
 * The agreement-exception push (seed 000 §4): listens to one agreementException topic per agreement
 * code of the project and shows each push as a notice that stays until dismissed and offers view-log.
 * Rendered by the layout and by the data screen; renders nothing itself.
 */
export function AgreementExceptionPush({ projectId, agreementList }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { client } = useRealtime();
  const sessionProject = session.use((state) => state.projectItem?.projectId);
  const sessionAgreements = session.use((state) => state.agreementList);
  const project = projectId ?? sessionProject;
  const codes = (agreementList ?? sessionAgreements).map((item) => item.agreementCode).join(',');

  useEffect(() => {
    if (!client || !project || !codes) return;
    const viewLog = () => navigate(PROTOCOL_LOG_PATH);
    const stops = codes
      .split(',')
      .map((agreementCode) =>
        client.subscribe<AgreementExceptionMessage>(
          { kind: 'project', topic: 'agreementException', projectId: project, agreementCode },
          (message) => showPushNotice(message.body, t, viewLog),
        ),
      );
    return () => {
      for (const stop of stops) stop();
    };
  }, [client, project, codes, t, navigate]);

  return null;
}
