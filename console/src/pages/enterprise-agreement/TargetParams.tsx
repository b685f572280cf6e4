import { Button, Modal, Table } from '@arco-design/web-react';
import type { AgreementParamScope, AgreementParamTarget, AgreementScopeQuery } from '@site/shared-schema';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { listParamTargets } from './agreement-calls';
import { ParamsForm } from './ParamsForm';

interface Props {
  scope: AgreementScopeQuery;
  paramScope: AgreementParamScope;
  queryPath: string;
  savePath: string;
}

/**
 * The extension parameters of every target of a scope in the project (queryExtendByProject): a table of
 * the targets with their values, each edited in a dialog; a project-wide scope is its form directly.
 */
export function TargetParams({ scope, paramScope, queryPath, savePath }: Props) {
  const { t } = useTranslation();
  const { data, mutate } = useSWR([queryPath, scope], () => listParamTargets(queryPath, scope));
  const [editing, setEditing] = useState<AgreementParamTarget>();
  const form = (target: AgreementParamTarget, onSaved: () => void) => (
    <ParamsForm
      key={`${target.targetId}-${target.updateTime}`}
      scope={scope}
      paramScope={paramScope}
      savePath={savePath}
      targetId={target.targetId}
      params={target.params}
      onSaved={onSaved}
    />
  );
  if (!data) return null;
  const [projectWide] = data;
  if (projectWide?.targetId === '') return form(projectWide, () => void mutate());
  return (
    <>
      <Table<AgreementParamTarget>
        data-testid={`zqxy-targets-${paramScope}`}
        rowKey="targetId"
        data={data}
        pagination={false}
        columns={[
          { title: t(`zqxy.targetName.${paramScope}`), dataIndex: 'targetName' },
          {
            title: t('zqxy.params.values'),
            render: (_value, row) =>
              Object.entries(row.params)
                .filter(([, value]) => value)
                .map(([key, value]) => `${t(`zqxy.params.${key}`)}：${value}`)
                .join('；'),
          },
          { title: t('zqxy.fields.updateTime'), dataIndex: 'updateTime' },
          {
            title: t('zqxy.actions'),
            render: (_value, row) => (
              <Button type="text" size="mini" onClick={() => setEditing(row)}>
                {t('zqxy.params.edit')}
              </Button>
            ),
          },
        ]}
      />
      <Modal
        title={editing ? `${editing.targetName} · ${t('zqxy.params.title')}` : ''}
        visible={editing !== undefined}
        footer={null}
        onCancel={() => setEditing(undefined)}
        unmountOnExit
      >
        {editing &&
          form(editing, () => {
            setEditing(undefined);
            void mutate();
          })}
      </Modal>
    </>
  );
}
