import { Button, Checkbox, Modal, Table, type TableColumnProps } from '@arco-design/web-react';
import {
  AGREEMENT_ACK_COUNTDOWN_S,
  type AgreementException,
  type AgreementExceptionNotice,
} from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { acknowledgeExceptions } from '../../api/agreement';
import { ignoreNotified } from '../../api/envelope';
import { acknowledgement } from './agreement-exception-rules';
import { useCountdown } from './use-countdown';

/** Fits 'YYYY-MM-DD HH:mm:ss' on one line. */
const DATE_TIME_WIDTH = 180;

interface Props {
  notice: AgreementExceptionNotice;
  exceptions: AgreementException[];
  onClose: () => void;
}

/**
 * The agreement-exception notice (seed 000 §4), shown while mounted. It closes only through its button,
 * enabled after the countdown; closing sends the acknowledgement, stamped when do-not-remind is ticked.
 */
export function AgreementExceptionDialog({ notice, exceptions, onClose }: Props) {
  const { t } = useTranslation();
  const left = useCountdown(AGREEMENT_ACK_COUNTDOWN_S);
  const [quiet, setQuiet] = useState(false);
  const [sending, setSending] = useState(false);

  const acknowledge = () => {
    setSending(true);
    acknowledgeExceptions(acknowledgement(notice, quiet, Date.now()))
      .then(onClose, ignoreNotified)
      .finally(() => setSending(false));
  };

  const columns: TableColumnProps<AgreementException>[] = [
    { title: t('agreement.agreementName'), dataIndex: 'agreementName' },
    {
      title: t('agreement.operateType'),
      dataIndex: 'operateType',
      width: 150,
      render: (value: string) => t(`agreement.operateTypes.${value}`, { defaultValue: value }),
    },
    { title: t('agreement.startDate'), dataIndex: 'startDate', width: DATE_TIME_WIDTH },
    { title: t('agreement.endDate'), dataIndex: 'endDate', width: DATE_TIME_WIDTH },
    {
      title: t('agreement.exceptionRecordCount'),
      dataIndex: 'exceptionRecordCount',
      align: 'right',
      width: 110,
    },
  ];

  return (
    <Modal
      title={t('agreement.exceptionTitle')}
      visible
      closable={false}
      escToExit={false}
      style={{ width: 920, maxWidth: '95vw' }}
      footer={
        <div className="agreement-exception__footer">
          <Checkbox checked={quiet} onChange={setQuiet} data-testid="agreement-exception-quiet">
            {t('agreement.quietToday')}
          </Checkbox>
          <Button
            type="primary"
            disabled={left > 0}
            loading={sending}
            onClick={acknowledge}
            data-testid="agreement-exception-acknowledge"
          >
            {left > 0 ? t('agreement.acknowledgeIn', { seconds: left }) : t('agreement.acknowledge')}
          </Button>
        </div>
      }
    >
      <div data-testid="agreement-exception-dialog">
        <p>{t('agreement.exceptionIntro')}</p>
        <Table
          rowKey={(row) => `${row.agreementId}-${row.operateType}`}
          columns={columns}
          data={exceptions}
          pagination={false}
          border={false}
        />
      </div>
    </Modal>
  );
}
