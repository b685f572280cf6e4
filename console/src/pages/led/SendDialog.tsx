import { Alert, Button, Checkbox, Modal, Table, Tag } from '@arco-design/web-react';
import type { LedProgramRow, LedScreen } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ledCalls } from './led-calls';
import { ledText } from './led-problem';
import { SendStatusTag } from './SendStates';

/** How often an open send dialog reads the program again while a screen is still SENDING. */
export const SEND_POLL_MS = 1000;

/**
 * Sends a program to the screens ticked (the program's targets first) and shows each screen's state as
 * its controller answers. The states are polled while any is SENDING (docs/api-decisions.md "LED programs").
 */
export function SendDialog(props: {
  projectId: string;
  program: LedProgramRow;
  screens: LedScreen[];
  onClose: () => void;
}) {
  const { projectId, program, screens, onClose } = props;
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>(program.screenIds);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState('');
  const [started, setStarted] = useState(false);
  const { data: live, mutate } = useSWR(
    started ? ['led-program', program.programId] : null,
    () => ledCalls.query(projectId, program.programId),
    {
      refreshInterval: (latest) =>
        latest?.sends.some((send) => send.status === 'SENDING') ? SEND_POLL_MS : 0,
    },
  );
  const sendOf = (screenId: string) => (live ?? program).sends.find((send) => send.screenId === screenId);

  const send = async () => {
    setSending(true);
    setProblem('');
    try {
      const answer = await ledCalls.send(projectId, program.programId, chosen);
      setStarted(true);
      await mutate(answer, { revalidate: false });
    } catch (error) {
      setProblem(ledText(t, error instanceof Error ? error.message : String(error)));
    } finally {
      setSending(false);
    }
  };

  const columns = [
    {
      title: t('led.sendDialog.screen'),
      render: (_: unknown, screen: LedScreen) => (
        <Checkbox
          checked={chosen.includes(screen.screenId)}
          onChange={(checked) =>
            setChosen((current) =>
              checked ? [...current, screen.screenId] : current.filter((id) => id !== screen.screenId),
            )
          }
          data-testid={`led-send-choose-${screen.screenId}`}
        >
          {screen.screenName} ({screen.width} × {screen.height})
        </Checkbox>
      ),
    },
    {
      title: t('led.columns.resolution'),
      render: (_: unknown, screen: LedScreen) => (
        <>
          <Tag color={screen.online ? 'green' : 'gray'}>{t(`led.online.${screen.online}`)}</Tag>
          {(screen.width !== program.width || screen.height !== program.height) && (
            <Tag color="orange">{t('led.sendDialog.mismatch')}</Tag>
          )}
        </>
      ),
    },
    {
      title: t('led.sendDialog.status'),
      render: (_: unknown, screen: LedScreen) => {
        const state = sendOf(screen.screenId);
        return state ? <SendStatusTag send={state} /> : t('led.sendDialog.never');
      },
    },
    {
      title: t('led.sendDialog.reason'),
      render: (_: unknown, screen: LedScreen) => {
        const reason = sendOf(screen.screenId)?.reason;
        return reason ? ledText(t, reason) : '';
      },
    },
    {
      title: t('led.sendDialog.finishTime'),
      render: (_: unknown, screen: LedScreen) => sendOf(screen.screenId)?.finishTime ?? '',
    },
  ];

  return (
    <Modal
      visible
      title={t('led.sendDialog.title', { name: program.programName })}
      style={{ width: 820 }}
      onCancel={onClose}
      footer={
        <>
          <Button onClick={onClose} data-testid="led-send-close">
            {t('led.sendDialog.close')}
          </Button>
          <Button type="primary" loading={sending} onClick={send} data-testid="led-send-start">
            {t('led.sendDialog.start')}
          </Button>
        </>
      }
    >
      <p>{t('led.sendDialog.choose')}</p>
      {problem && <Alert type="error" content={problem} data-testid="led-send-problem" />}
      <Table
        rowKey="screenId"
        data={screens}
        columns={columns}
        pagination={false}
        data-testid="led-send-table"
      />
    </Modal>
  );
}
