import { Button, Message, Popconfirm, Space, Table } from '@arco-design/web-react';
import type { LedProgramRow, LedScreen } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { session } from '../../app/store/session';
import { usePaging } from '../../app/use-paging';
import { NameSearch } from '../../resource/NameSearch';
import { LedProgramDialog } from './LedProgramDialog';
import { ledCalls } from './led-calls';
import { ledText } from './led-problem';
import { SEND_POLL_MS, SendDialog } from './SendDialog';
import { SendStates } from './SendStates';
import './led.css';

type Dialog = { kind: 'edit'; program?: LedProgramRow } | { kind: 'send'; program: LedProgramRow };

/**
 * /electronic-display/led (seed 000 §2 [cLedManager], seed 001 §7 siteLedProgram): the project's LED
 * programs, found by name; add, edit (with a live preview), copy, delete, and send to screens with each
 * screen's state as its controller answers.
 */
export default function LedPage() {
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { page, searches, pagination, newSearch } = usePaging();
  const [programName, setProgramName] = useState('');
  const [dialog, setDialog] = useState<Dialog>();
  const { data: screens = [] } = useSWR(projectId ? ['led-screens', projectId] : null, () =>
    ledCalls.screens(projectId),
  );
  const { data, isLoading, mutate } = useSWR(
    projectId ? ['led-programs', projectId, programName, page.pageNumber, page.pageSize, searches] : null,
    () => ledCalls.page(projectId, programName, page),
    // The list follows a send still under way too, as the send dialog does.
    {
      refreshInterval: (latest) =>
        latest?.records.some((row) => row.sends.some((send) => send.status === 'SENDING')) ? SEND_POLL_MS : 0,
    },
  );
  const screenName = (id: string) =>
    screens.find((screen: LedScreen) => screen.screenId === id)?.screenName ?? id;

  const run = async (call: Promise<string>) => {
    try {
      Message.success(await call);
      await mutate();
    } catch (error) {
      Message.error(ledText(t, error instanceof Error ? error.message : String(error)));
    }
  };

  const search = (name: string) => {
    setProgramName(name);
    newSearch();
  };

  const columns = [
    { title: t('led.columns.programName'), dataIndex: 'programName' },
    {
      title: t('led.columns.resolution'),
      render: (_: unknown, row: LedProgramRow) => `${row.width} × ${row.height}`,
    },
    { title: t('led.columns.items'), render: (_: unknown, row: LedProgramRow) => row.items.length },
    {
      title: t('led.columns.screens'),
      render: (_: unknown, row: LedProgramRow) =>
        row.screenIds.map(screenName).join(t('common.listSeparator')),
    },
    {
      title: t('led.columns.sends'),
      render: (_: unknown, row: LedProgramRow) => <SendStates sends={row.sends} />,
    },
    { title: t('led.columns.updateTime'), dataIndex: 'updateTime' },
    {
      title: t('led.columns.actions'),
      render: (_: unknown, row: LedProgramRow) => (
        <Space>
          <Button
            type="text"
            size="mini"
            onClick={() => setDialog({ kind: 'edit', program: row })}
            data-testid={`led-edit-${row.programId}`}
          >
            {t('led.edit')}
          </Button>
          <Button
            type="text"
            size="mini"
            onClick={() => run(ledCalls.copy(projectId, row.programId))}
            data-testid={`led-copy-${row.programId}`}
          >
            {t('led.copy')}
          </Button>
          <Button
            type="text"
            size="mini"
            onClick={() => setDialog({ kind: 'send', program: row })}
            data-testid={`led-send-${row.programId}`}
          >
            {t('led.send')}
          </Button>
          <Popconfirm
            title={t('led.confirmDelete', { name: row.programName })}
            onOk={() => run(ledCalls.remove(projectId, row.programId))}
          >
            <Button type="text" size="mini" status="danger" data-testid={`led-delete-${row.programId}`}>
              {t('led.delete')}
            </Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="led-page">
      <Space style={{ marginBottom: 16 }}>
        <NameSearch placeholder={t('led.searchName')} onSearch={search} testId="led" />
        <Button type="primary" onClick={() => setDialog({ kind: 'edit' })} data-testid="led-add">
          {t('led.add')}
        </Button>
      </Space>
      <Table
        rowKey="programId"
        loading={isLoading}
        data={data?.records ?? []}
        columns={columns}
        pagination={pagination(data?.total ?? 0)}
        data-testid="led-table"
      />
      {dialog?.kind === 'edit' && (
        <LedProgramDialog
          projectId={projectId}
          program={dialog.program}
          screens={screens}
          onClose={() => setDialog(undefined)}
          onSaved={(message) => {
            Message.success(message);
            setDialog(undefined);
            void mutate();
          }}
        />
      )}
      {dialog?.kind === 'send' && (
        <SendDialog
          projectId={projectId}
          program={dialog.program}
          screens={screens}
          onClose={() => {
            setDialog(undefined);
            void mutate();
          }}
        />
      )}
    </div>
  );
}
