import { Alert, Space, Switch, Table, type TableColumnProps, Tag, Typography } from '@arco-design/web-react';
import type { ResourceDescription, ResourceField } from '@site/shared-schema';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOCAL_PAGING } from '../app/use-paging';
import { labelKey } from '../resource/fields';
import type { ImportPreview, PreviewRow } from './preview';
import { localiseRowProblem } from './problem-text';

const isBad = (row: PreviewRow) => Object.keys(row.problems).length > 0;

/** The rows of a chosen file with their problems, before it is uploaded. */
export function PreviewTable({
  resource,
  preview,
}: {
  resource: ResourceDescription;
  preview: ImportPreview;
}) {
  const { t } = useTranslation();
  const [onlyBad, setOnlyBad] = useState(false);
  const fieldsByKey = useMemo(() => new Map(resource.fields.map((field) => [field.key, field])), [resource]);
  const label = (field: Pick<ResourceField, 'key' | 'label'>) =>
    t(labelKey(resource, field.key), { defaultValue: field.label });

  const columns: TableColumnProps<PreviewRow>[] = [
    { title: t('importPreview.rowNumber'), dataIndex: 'rowNumber', width: 72, fixed: 'left' },
    ...preview.columns.map(
      (column): TableColumnProps<PreviewRow> => ({
        title: `${column.required ? '*' : ''}${label(column)}`,
        key: column.key,
        width: 150,
        render: (_value, row) => {
          const problem = row.problems[column.key];
          const field = fieldsByKey.get(column.key);
          return (
            <div
              className={problem ? 'import-preview__cell import-preview__cell--bad' : 'import-preview__cell'}
            >
              <div>{row.cells[column.key] ?? ''}</div>
              {problem && field && (
                <div className="import-preview__problem" data-testid="import-preview-problem">
                  {localiseRowProblem(problem, t, field, label(field))}
                </div>
              )}
            </div>
          );
        },
      }),
    ),
    {
      title: t('importPreview.problems'),
      key: 'status',
      width: 96,
      fixed: 'right',
      render: (_value, row) =>
        isBad(row) ? (
          <Tag color="red">{Object.keys(row.problems).length}</Tag>
        ) : (
          <Tag color="green">{t('importPreview.rowGood')}</Tag>
        ),
    },
  ];

  const names = (columns: string[]) => columns.join(t('common.listSeparator'));
  const headerProblems = [
    preview.missingRequiredColumns.length > 0 &&
      t('importPreview.missingRequiredColumns', { columns: names(preview.missingRequiredColumns) }),
    preview.missingColumns.length > 0 &&
      t('importPreview.missingColumns', { columns: names(preview.missingColumns) }),
    preview.unknownColumns.length > 0 &&
      t('importPreview.unknownColumns', { columns: names(preview.unknownColumns) }),
    preview.duplicatedColumns.length > 0 &&
      t('importPreview.duplicatedColumns', { columns: names(preview.duplicatedColumns) }),
  ].filter((text): text is string => Boolean(text));

  return (
    <div className="import-preview" data-testid="import-preview">
      <Space className="import-preview__summary" size="large">
        <Typography.Text data-testid="import-summary" data-good={preview.good} data-bad={preview.bad}>
          {t('importPreview.summary', { total: preview.rows.length, good: preview.good, bad: preview.bad })}
        </Typography.Text>
        <Space>
          <Switch size="small" checked={onlyBad} onChange={setOnlyBad} data-testid="import-only-bad" />
          {t('importPreview.onlyBad')}
        </Space>
      </Space>
      {headerProblems.length > 0 && (
        <Alert
          type={preview.missingRequiredColumns.length > 0 ? 'error' : 'warning'}
          className="import-preview__alert"
          data-testid="import-header-problems"
          content={headerProblems.map((text) => <div key={text}>{text}</div>)}
        />
      )}
      {preview.bad > 0 && (
        <Alert type="info" className="import-preview__alert" content={t('importPreview.badRowsHint')} />
      )}
      <Table<PreviewRow>
        rowKey="rowNumber"
        size="small"
        border
        columns={columns}
        data={onlyBad ? preview.rows.filter(isBad) : preview.rows}
        scroll={{ x: 168 + preview.columns.length * 150 }}
        rowClassName={(row) => (isBad(row) ? 'import-preview__row--bad' : '')}
        onRow={(row) =>
          ({
            'data-testid': 'import-preview-row',
            'data-row-number': row.rowNumber,
            'data-status': isBad(row) ? 'bad' : 'good',
          }) as object
        }
        pagination={LOCAL_PAGING}
      />
    </div>
  );
}
