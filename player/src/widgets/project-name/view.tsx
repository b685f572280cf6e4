/** @jsxImportSource preact */
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { plainText } from '../shared/plain-text';
import { ScrollText } from '../shared/ScrollText';
import type { WidgetViewProps } from '../types';

const PROJECT_CALL = catalogueCall('ProjectName', 'project');
/**
 * ProjectName: the current project's name, read from `/front/siteProject/queryByProject` (shared with
 * a map on the same screen: one request). Before the answer, or without a project (designer with no
 * project), the typed text or the label shows; the last known name stays while the network is down.
 */
export default function ProjectNameView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall(PROJECT_CALL, component);
  const name = useMemo(() => {
    const data = call.data as { projectName?: unknown } | undefined;
    return typeof data?.projectName === 'string' ? data.projectName : '';
  }, [call.data]);
  const typed = plainText(component.propValue);
  const text = name || typed || (call.loading ? '' : widgetTitle(component));
  return <ScrollText text={text} style={component.style} layout="line" live={live} />;
}
