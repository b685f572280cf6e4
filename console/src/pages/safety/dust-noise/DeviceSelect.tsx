import { Select } from '@arco-design/web-react';
import { YCJZ_DEVICE_API } from '@site/shared-schema';
import useSWR from 'swr';
import { fetchData } from '../../../api/http';

interface Props {
  projectId: string;
  value: string | undefined;
  onChange(deviceId: string | undefined): void;
  allowClear?: boolean;
  placeholder?: string;
  /** Called with the first monitor once they are read, for a select that must hold one. */
  onLoaded?(firstId: string | undefined): void;
}

/** The project's monitors to pick from (the management list, every page: a site has a handful). */
export function DeviceSelect({ projectId, value, onChange, allowClear, placeholder, onLoaded }: Props) {
  const { data } = useSWR(['ycjz-devices', projectId], async () => {
    const page = await fetchData<{ records: { ycjzDeviceId: string; deviceAlias: string }[] }>(
      YCJZ_DEVICE_API.page,
      { projectId, pageNumber: 1, pageSize: 1000 },
    );
    onLoaded?.(page.records[0]?.ycjzDeviceId);
    return page.records;
  });
  return (
    <Select
      style={{ width: 220 }}
      value={value}
      onChange={onChange}
      allowClear={allowClear}
      placeholder={placeholder}
      data-testid="ycjz-device-select"
      options={(data ?? []).map((device) => ({ value: device.ycjzDeviceId, label: device.deviceAlias }))}
    />
  );
}
