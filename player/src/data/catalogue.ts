import { orgTopic, projectTopic } from '@site/shared-realtime';
import {
  type CallName,
  type DataCall,
  type DataContext,
  type ScreenComponent,
  WIDGET_CATALOGUE,
  type WidgetType,
} from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { useRuntime } from '../runtime/context';
import { useToday } from '../runtime/day';
import { useCall } from './hooks';
import type { CallSpec, CallState } from './types';

/** The catalogue's definition of one call of a widget type; throws if the type does not make it. */
export function catalogueCall(type: WidgetType, key: CallName): DataCall {
  const call = WIDGET_CATALOGUE[type].dataCalls.find((item) => item.key === key);
  if (!call) throw new Error(`${type} makes no call ${key}`);
  return call;
}

/**
 * The data layer's call for a catalogue call in a context: its payload built for the context, its
 * refresh policy, and its realtime channels as the destinations of the context's project (and of its
 * org, when the context knows it).
 */
export function widgetCallSpec(call: DataCall, context: DataContext): CallSpec {
  const payload = call.payload(context);
  const { refresh } = call;
  const prepends = refresh.onMessage === 'prepend';
  return {
    base: call.base,
    path: call.path,
    payload,
    reads: call.reads,
    refresh: {
      intervalMs: refresh.intervalMs,
      throttleMs: refresh.throttleMs,
      channels: [
        ...refresh.channels.map((channel) => projectTopic(channel, context.projectId)),
        ...(context.orgId
          ? (refresh.orgChannels ?? []).map((channel) => orgTopic(channel, context.orgId ?? ''))
          : []),
      ],
      onMessage: refresh.onMessage,
      // A pushed record joins a list of one page: the list stays one page long.
      keep: prepends && typeof payload.pageSize === 'number' ? payload.pageSize : undefined,
    },
  };
}

/**
 * A widget's catalogue call for the screen's project and area, with payload dates of today (a wall
 * that runs past midnight reads the new day). Site calls need a project: without one (the designer
 * with no project chosen) there is no call and the state is idle.
 */
export function useWidgetCall<T = unknown>(
  call: DataCall,
  component: ScreenComponent,
  item?: DataContext['item'],
): CallState<T> {
  const { projectId, orgId, areaId } = useRuntime();
  const today = useToday();
  const spec = useMemo(
    () =>
      projectId || call.base === 'common'
        ? widgetCallSpec(call, {
            projectId,
            orgId,
            areaId,
            areaIdList: areaId ? [areaId] : [],
            now: today,
            component,
            item,
          })
        : null,
    [call, projectId, orgId, areaId, today, component, item],
  );
  return useCall<T>(spec);
}
