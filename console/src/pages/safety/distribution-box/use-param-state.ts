import type { AepParamMessage } from '@site/shared-realtime';
import type { AepDeviceRow } from '@site/shared-schema';
import useSWR from 'swr';
import { useRealtimeChannel } from '../../../app/realtime';
import { queryParam } from './aep-calls';

/** What a view of one box (its detail, its limits' dialog) is opened with. */
export interface BoxViewProps {
  projectId: string;
  device: AepDeviceRow;
  onClose(): void;
}

/**
 * A box's limits and latest sending, read again whenever the box's answer (or another user's sending)
 * is pushed on sendAepDeviceParam: the server's rows stay the one truth.
 */
export function useParamState(projectId: string, deviceId: string) {
  const state = useSWR(['aep-param', projectId, deviceId], () => queryParam(projectId, deviceId));
  useRealtimeChannel<AepParamMessage>(
    { kind: 'project', topic: 'sendAepDeviceParam', projectId },
    ({ body }) => {
      if (body.deviceId === deviceId) void state.mutate();
    },
  );
  return state;
}
