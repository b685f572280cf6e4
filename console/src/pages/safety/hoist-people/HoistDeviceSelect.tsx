import { Select } from '@arco-design/web-react';
import { DEVICE_DROPDOWN_SIZE, FIRST_PAGE, type HoistKind } from '@site/shared-schema';
import useSWR from 'swr';
import { session } from '../../../app/store/session';
import type { CustomControlProps } from '../../../resource/ResourceForm';
import { HOIST_KINDS } from '../hoist/hoist-kinds';

/** One of the project's cranes or lifts, by name (the kind's device list, all of it, as the seed's dropdowns). */
export function HoistDeviceSelect({
  kind,
  value,
  onChange,
  onBlur,
  label,
}: CustomControlProps & { kind: HoistKind }) {
  const projectId = session.use((state) => state.projectItem?.projectId) ?? '';
  const { data, isLoading } = useSWR(projectId ? ['hoist-device-choices', kind, projectId] : null, () =>
    HOIST_KINDS[kind].page({ projectId, pageNumber: FIRST_PAGE, pageSize: DEVICE_DROPDOWN_SIZE }),
  );
  return (
    <Select
      value={typeof value === 'string' && value ? value : undefined}
      onChange={(chosen) => onChange?.(chosen ?? '')}
      onBlur={onBlur}
      placeholder={label}
      loading={isLoading}
      allowClear
      options={(data?.records ?? []).map((device) => ({ value: device.id, label: device.name }))}
    />
  );
}

/** The form control of a resource's crane or lift field. */
export const hoistDeviceControl = (kind: HoistKind) => (props: CustomControlProps) => (
  <HoistDeviceSelect kind={kind} {...props} />
);
