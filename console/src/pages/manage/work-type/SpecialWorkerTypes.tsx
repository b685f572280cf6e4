import { Button, Card, Checkbox, Message, Space, Spin, Typography } from '@arco-design/web-react';
import type { SpecialWorkerType } from '@site/shared-schema';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { KeyedMutator } from 'swr';
import { ignoreNotified } from '../../../api/envelope';
import { confirm } from '../../../app/dialogs/confirm';
import { resetSpecialWorkerTypes, saveSpecialWorkerTypes } from './work-type-calls';

/** The project's special work types (特种作业): ticked, saved, or reset to the national list. */
export function SpecialWorkerTypes({
  projectId,
  list,
  loading,
  mutate,
}: {
  projectId: string;
  list?: SpecialWorkerType[];
  loading: boolean;
  mutate: KeyedMutator<SpecialWorkerType[]>;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    setChosen((list ?? []).filter((item) => item.special === 1).map((item) => item.workerTypeId));
  }, [list]);

  const run = async (write: () => ReturnType<typeof resetSpecialWorkerTypes>) => {
    setBusy(true);
    try {
      const answer = await write();
      Message.success(answer.message);
      await mutate(answer.data, { revalidate: false });
    } catch (error) {
      ignoreNotified(error);
    } finally {
      setBusy(false);
    }
  };

  const reset = () =>
    confirm({
      title: t('workTypePage.resetTitle'),
      content: t('workTypePage.resetConfirm'),
      onOk: () => run(() => resetSpecialWorkerTypes(projectId)),
    });

  return (
    <Card title={t('workTypePage.specialTitle')} data-testid="special-worker-types">
      <Typography.Paragraph type="secondary">{t('workTypePage.specialHint')}</Typography.Paragraph>
      <Spin loading={loading} style={{ display: 'block' }}>
        <Checkbox.Group value={chosen} onChange={(value: string[]) => setChosen(value)}>
          {(list ?? []).map((item) => (
            <Checkbox
              key={item.workerTypeId}
              value={item.workerTypeId}
              data-testid={`special-${item.workTypeName}`}
            >
              {item.workTypeName}
            </Checkbox>
          ))}
        </Checkbox.Group>
      </Spin>
      <Space style={{ marginTop: 16 }}>
        <Button
          type="primary"
          loading={busy}
          onClick={() => run(() => saveSpecialWorkerTypes(projectId, chosen))}
          data-testid="special-save"
        >
          {t('workTypePage.save')}
        </Button>
        <Button disabled={busy} onClick={reset} data-testid="special-reset">
          {t('workTypePage.reset')}
        </Button>
      </Space>
    </Card>
  );
}
