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
import { type Runtime, useRuntime } from '../runtime/context';
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

/** The context a widget's calls are made in: the screen's project and area, on the given day. */
export function widgetContext(
  runtime: Pick<Runtime, 'projectId' | 'orgId' | 'areaId'>,
  today: number,
  component: ScreenComponent,
  item?: DataContext['item'],
): DataContext {
  const { projectId, orgId, areaId } = runtime;
  return { projectId, orgId, areaId, areaIdList: areaId ? [areaId] : [], now: today, component, item };
}

/** Site calls need a project: without one (the designer with no project chosen) none is made. */
const callable = (call: DataCall, context: DataContext) =>
  Boolean(context.projectId) || call.base === 'common';

/**
 * The calls a widget's view makes as soon as it mounts: those of the widget itself (not of a
 * carousel's current item, nor of the designer's panel) and of no tab.
 */
export function mountCalls(component: ScreenComponent, context: DataContext): CallSpec[] {
  const entry = WIDGET_CATALOGUE[component.component as WidgetType];
  if (!entry) return [];
  return entry.dataCalls
    .filter(
      (call) =>
        (call.per ?? 'widget') === 'widget' &&
        (call.madeBy ?? 'view') === 'view' &&
        !call.tab &&
        callable(call, context),
    )
    .map((call) => widgetCallSpec(call, context));
}

/**
 * A widget's catalogue call for the screen's project and area, with payload dates of today (a wall
 * that runs past midnight reads the new day). Without a project a site call is not made: the state is
 * idle.
 */
export function useWidgetCall<T = unknown>(
  call: DataCall,
  component: ScreenComponent,
  item?: DataContext['item'],
): CallState<T> {
  const { projectId, orgId, areaId } = useRuntime();
  const today = useToday();
  const spec = useMemo(() => {
    const context = widgetContext({ projectId, orgId, areaId }, today, component, item);
    return callable(call, context) ? widgetCallSpec(call, context) : null;
  }, [call, projectId, orgId, areaId, today, component, item]);
  return useCall<T>(spec);
}
