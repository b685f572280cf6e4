import type { FieldOptions, ResourceField } from './types';

type StatusValues = Extract<FieldOptions, { kind: 'enum' }>['values'];

/**
 * A device's online state and when it was last seen: set by the device, never typed in a form, and
 * the state searchable. The face, training and plate devices list them alike.
 */
export const onlineFields = (statuses: StatusValues): ResourceField[] => [
  {
    key: 'deviceStatus',
    label: '在线状态',
    type: 'select',
    options: { kind: 'enum', values: statuses },
    form: false,
    search: 'eq',
  },
  { key: 'lastOnlineTime', label: '最后在线时间', type: 'datetime', form: false },
];
