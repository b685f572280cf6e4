import {
  Button,
  Card,
  Form,
  Message,
  Space,
  Table,
  type TableColumnProps,
  Typography,
} from '@arco-design/web-react';
import { FIRST_PAGE, type ResourceDescription } from '@site/shared-schema';
import { type ReactNode, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import useSWR from 'swr';
import { ignoreNotified } from '../api/envelope';
import { type FixedValues, type Row, resourceCalls } from '../api/resource-calls';
import { confirm } from '../app/dialogs/confirm';
import { session } from '../app/store/session';
import { usePaging } from '../app/use-paging';
import { ImportDialog } from '../import-preview/ImportDialog';
import { type ColumnOverrides, resourceColumns } from './columns';
import { type FieldOverrides, formFields, labelsOf, nameKey, searchFields } from './fields';
import { type Allowed, useAllowedActions } from './permissions';
import { visiblePushed } from './pushed-rows';
import { type DialogTarget, ResourceDialog } from './ResourceDialog';
import type { FormExtras } from './ResourceForm';
import { ResourceSearch } from './ResourceSearch';
import { RowButton } from './RowButton';
import { searchFilters } from './search-values';
import { LIST_KEY, useReloadList } from './use-reload-list';
import './resource.css';

/** What a page's own actions can read and do with the list. */
export interface ListHandle<R extends Row = Row> {
  projectId: string;
  /** The rows ticked on the current page. */
  selected: R[];
  selectedIds: string[];
  /** The filters of the last search, as the calls send them. */
  filters: Row;
  total: number;
  reload(): Promise<unknown>;
  clearSelection(): void;
  /** Opens the add/edit dialog on a record. */
  edit(record: R): void;
}

export type BuiltInAction = keyof Allowed;

export interface ResourcePageProps<R extends Row = Row> {
  resource: ResourceDescription;
  /** Values the route fixes (personType), sent with every call that takes them. */
  fixed?: FixedValues;
  /** Filters the page always applies, sent with the list and its export and not offered in the search form. */
  baseFilters?: Row;
  /** The search form's first values (reset brings them back), e.g. the pending visitors. */
  initialSearch?: Row;
  /** Labels the page gives some fields instead of the resource's (a manager's work type is a post). */
  labels?: Readonly<Record<string, string>>;
  /** Form fields the page hides or requires differently. */
  overrides?: FieldOverrides;
  /** What the page adds to the add/edit form: checks over the whole form, controls of its own, a section. */
  form?: FormExtras;
  columns?: ColumnOverrides<R>;
  /** More buttons after the built-in ones above the table. */
  toolbar?(list: ListHandle<R>): ReactNode;
  /** More actions in each row after edit and delete. */
  rowActions?(record: R, list: ListHandle<R>): ReactNode;
  /** Built-in actions the page leaves out even where the declaration and the user's codes allow them. */
  without?: readonly BuiltInAction[];
  /** Rows can be ticked for the page's batch actions (always when batch delete is offered). */
  selectable?: boolean;
  /**
   * Rows pushed live (newest first): shown above the first page when the filters keep them and the page
   * does not list them yet, marked new (`resource-row-new`).
   */
  pushed?: readonly R[];
  /**
   * Reads the list again every so many milliseconds while the page is shown, for a list of live things
   * (the displays' online state); none by default.
   */
  refreshInterval?: number;
}

/**
 * A list page from a resource's declaration (docs/resources.md): search form, table with paging
 * (seed 000 §9), add/edit dialog with history, delete with confirmation, batch delete, export and import.
 * The page adds only what is special about it through the props.
 */
export function ResourcePage<R extends Row = Row>(props: ResourcePageProps<R>) {
  const { resource, fixed, baseFilters = {}, overrides, without = [] } = props;
  const { t } = useTranslation();
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const scope = { resource, projectId, fixed };
  const calls = useMemo(() => resourceCalls<R>(resource, { projectId, fixed }), [resource, projectId, fixed]);
  const allowedByCodes = useAllowedActions(resource);
  const allowed = (action: BuiltInAction) => allowedByCodes[action] && !without.includes(action);

  const [searchForm] = Form.useForm<Row>();
  const [filters, setFilters] = useState<Row>(() =>
    searchFilters(searchFields(resource), props.initialSearch ?? {}),
  );
  const { page, searches, newSearch, pagination } = usePaging();
  const [selected, setSelected] = useState<R[]>([]);
  const [dialog, setDialog] = useState<DialogTarget>();
  const [importing, setImporting] = useState(false);
  const [exporting, setExporting] = useState(false);

  const query = { ...baseFilters, ...filters };
  const reloadList = useReloadList(resource.name);
  const { data, isLoading } = useSWR(
    projectId ? [LIST_KEY, resource.name, projectId, fixed, query, page, searches] : null,
    () => calls.page(query, page),
    { refreshInterval: props.refreshInterval },
  );
  const fields = useMemo(() => formFields(resource, overrides), [resource, overrides]);
  const idOf = (record: Row) => String(record[resource.idKey]);
  const name = t(nameKey(resource));
  const labelOf = labelsOf(resource, t, props.labels);

  const list: ListHandle<R> = {
    projectId,
    selected,
    selectedIds: selected.map(idOf),
    filters: query,
    total: data?.total ?? 0,
    reload: async () => {
      setSelected([]);
      return reloadList();
    },
    clearSelection: () => setSelected([]),
    edit: (record) => setDialog({ mode: 'edit', record }),
  };

  const search = (values: Row) => {
    setFilters(searchFilters(searchFields(resource), values));
    setSelected([]);
    newSearch();
  };

  const confirmRemove = (ids: string[], content: string) =>
    confirm({
      title: t('resource.confirmTitle'),
      content,
      onOk: () =>
        calls
          .remove(ids)
          .then(() => {
            Message.success(t('resource.deleted'));
            return list.reload();
          })
          .catch(ignoreNotified),
    });

  const removeSelected = () => {
    if (!selected.length) {
      Message.warning(t('resource.selectRows'));
      return;
    }
    confirmRemove(list.selectedIds, t('resource.confirmBatchDelete', { count: selected.length, name }));
  };

  const exportList = () => {
    setExporting(true);
    calls
      .exportList(query)
      .catch(ignoreNotified)
      .finally(() => setExporting(false));
  };

  const rowButton = (label: string, testId: string, onClick: () => void, danger = false) => (
    <RowButton danger={danger} onClick={onClick} data-testid={testId}>
      {label}
    </RowButton>
  );
  const actionsColumn: TableColumnProps<R> = {
    title: t('resource.actions'),
    key: 'resource-actions',
    fixed: 'right',
    render: (_value, record) => {
      const id = idOf(record);
      return (
        <Space size="mini" wrap>
          {allowed('update') && rowButton(t('resource.edit'), `resource-edit-${id}`, () => list.edit(record))}
          {!allowed('update') &&
            allowed('history') &&
            rowButton(t('resource.history'), `resource-history-${id}`, () =>
              setDialog({ mode: 'history', record }),
            )}
          {allowed('remove') &&
            rowButton(
              t('resource.delete'),
              `resource-delete-${id}`,
              () =>
                confirmRemove(
                  [id],
                  t('resource.confirmDelete', { name, title: String(record[resource.titleKey] ?? '') }),
                ),
              true,
            )}
          {props.rowActions?.(record, list)}
        </Space>
      );
    },
  };
  // A read-only list (records) has no actions column to show empty.
  const hasRowActions = allowed('update') || allowed('history') || allowed('remove') || !!props.rowActions;
  const columns = [
    ...resourceColumns(resource, t, labelOf, props.columns),
    ...(hasRowActions ? [actionsColumn] : []),
  ];
  const records = data?.records ?? [];
  const pushed =
    page.pageNumber === FIRST_PAGE ? visiblePushed(resource, props.pushed ?? [], query, records) : [];
  const pushedIds = new Set(pushed.map(idOf));
  const selectable = props.selectable || allowed('remove');

  return (
    <Card className="resource-page" data-testid={`resource-page-${resource.name}`}>
      <ResourceSearch
        resource={resource}
        scope={scope}
        form={searchForm}
        labelOf={labelOf}
        initialValues={props.initialSearch}
        onSearch={search}
        exclude={Object.keys(baseFilters)}
      />
      <Space wrap align="start" className="resource-toolbar">
        {allowed('add') && (
          <Button type="primary" onClick={() => setDialog({ mode: 'add' })} data-testid="resource-add">
            {t('resource.add')}
          </Button>
        )}
        {allowed('remove') && (
          <Button status="danger" onClick={removeSelected} data-testid="resource-batch-delete">
            {t('resource.batchDelete')}
          </Button>
        )}
        {allowed('export') && (
          <Button loading={exporting} onClick={exportList} data-testid="resource-export">
            {t('resource.export')}
          </Button>
        )}
        {allowed('import') && (
          <Button onClick={() => setImporting(true)} data-testid="resource-import">
            {t('resource.import')}
          </Button>
        )}
        {props.toolbar?.(list)}
        {selected.length > 0 && (
          <Typography.Text type="secondary" data-testid="resource-selected-count">
            {t('resource.selectedCount', { count: selected.length })}
          </Typography.Text>
        )}
      </Space>
      <Table<R>
        rowKey={resource.idKey}
        loading={isLoading}
        columns={columns}
        data={pushed.length > 0 ? [...pushed, ...records] : records}
        rowClassName={(record) => (pushedIds.has(idOf(record)) ? 'resource-row-new' : '')}
        pagination={pagination(data?.total ?? 0)}
        scroll={{ x: 'max-content' }}
        border={false}
        noDataElement={t('resource.empty')}
        rowSelection={
          selectable
            ? {
                type: 'checkbox',
                selectedRowKeys: list.selectedIds,
                onChange: (_keys, rows) => setSelected(rows),
              }
            : undefined
        }
        data-testid="resource-table"
      />
      {dialog && (
        <ResourceDialog
          resource={resource}
          calls={calls}
          scope={scope}
          fields={fields}
          target={dialog}
          labelOf={labelOf}
          extras={props.form}
          onClose={() => setDialog(undefined)}
          onSaved={() => {
            setDialog(undefined);
            void list.reload();
          }}
        />
      )}
      {allowed('import') && (
        <ImportDialog
          resource={resource}
          projectId={projectId}
          fixed={fixed}
          visible={importing}
          onClose={() => setImporting(false)}
        />
      )}
    </Card>
  );
}
