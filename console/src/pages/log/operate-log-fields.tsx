import { OPERATE_TYPES, type OperateLogModule, type OperateLogRecord } from '@site/shared-schema';
import type { TFunction } from 'i18next';
import { sentenceStart } from '../../app/i18n/letter-case';
import type { ListField } from '../protocol-reporting-log/list-fields';
import { OperateLogChanges } from './OperateLogChanges';

export interface OperateLogContext {
  t: TFunction;
  modules: OperateLogModule[];
}

/** A module's name in the user's language: a resource's label, a logged call's own, else the server's. */
export const moduleLabel = (t: TFunction, module: string, moduleName: string) =>
  t(`operateLog.modules.${module}`, {
    defaultValue: sentenceStart(t(`${module}.label`, { defaultValue: moduleName })),
  });

/** The log's query form and table: who, what kind of write, which module and record, when, what changed. */
export const operateLogFields = ({
  t,
}: OperateLogContext): ListField<OperateLogRecord, OperateLogContext>[] => [
  {
    key: 'createTime',
    label: 'operateLog.fields.createTime',
    filter: { type: 'dateRange' },
    column: 'createTime',
  },
  { key: 'userName', label: 'operateLog.fields.userName', filter: { type: 'input' }, column: 'userName' },
  {
    key: 'operateType',
    label: 'operateLog.fields.operateType',
    filter: {
      type: 'select',
      options: ({ t }) =>
        Object.keys(OPERATE_TYPES).map((value) => ({ value, label: t(`resource.operateTypes.${value}`) })),
    },
    column: 'operateType',
    render: (entry) =>
      t(`resource.operateTypes.${entry.operateType}`, { defaultValue: entry.operateTypeName }),
  },
  {
    key: 'module',
    label: 'operateLog.fields.module',
    filter: {
      type: 'select',
      options: ({ t, modules }) =>
        modules.map(({ module, moduleName }) => ({
          value: module,
          label: moduleLabel(t, module, moduleName),
        })),
    },
    column: 'module',
    render: (entry) => moduleLabel(t, entry.module, entry.moduleName),
  },
  {
    key: 'targetName',
    label: 'operateLog.fields.targetName',
    filter: { type: 'input' },
    column: 'targetName',
  },
  {
    key: 'changes',
    label: 'operateLog.fields.changes',
    column: 'after',
    render: (entry) => <OperateLogChanges entry={entry} />,
  },
];
