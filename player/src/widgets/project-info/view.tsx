/** @jsxImportSource preact */
import type { ProjectItem } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { type TextKey, t, widgetTitle } from '../../i18n';
import { useRuntime } from '../../runtime/context';
import { AutoScroll } from '../shared/AutoScroll';
import { CallContent } from '../shared/CallContent';
import { textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const PROJECT_CALL = catalogueCall('ProjectInfo', 'project');

/** A date field as YYYY-MM-DD (the server may send a time with it). */
const day = (value: unknown) => textOf(value).slice(0, 10);

/** The facts shown, in order; a fact the project has not filled in is left out. */
function projectFacts(project: Partial<ProjectItem>): [label: TextKey, value: string][] {
  const facts: [TextKey, string][] = [
    ['projectInfo.status', textOf(project.projectStatusName)],
    ['projectInfo.type', textOf(project.projectTypeName)],
    [
      'projectInfo.manager',
      [textOf(project.managerName), textOf(project.managerPhone)].filter(Boolean).join(' '),
    ],
    ['projectInfo.start', day(project.startDate)],
    ['projectInfo.plannedEnd', day(project.planEndDate)],
    ['projectInfo.end', day(project.endDate)],
    ['projectInfo.address', textOf(project.address) || textOf(project.regionName)],
    ['projectInfo.licence', textOf(project.builderLicenseCode)],
  ];
  return facts.filter(([, value]) => value !== '');
}

/**
 * ProjectInfo: the current project's name as the title, then its status, type, manager and phone,
 * dates and address, from `/front/siteProject/queryByProject` (one request shared with a project name
 * or a map on the same screen). Facts clip to one line each; more facts than the box holds scroll.
 */
export default function ProjectInfoView({ component }: WidgetViewProps) {
  const { live } = useRuntime();
  const call = useWidgetCall<Partial<ProjectItem> | null>(PROJECT_CALL, component);
  const facts = useMemo(() => (call.data ? projectFacts(call.data) : []), [call.data]);
  const name = textOf(call.data?.projectName);
  return (
    <SitePanel style={component.style} title={name || widgetTitle(component)}>
      <CallContent call={call} empty={facts.length === 0} emptyText={t('projectInfo.empty')}>
        <AutoScroll live={live}>
          <dl class="pw-project-facts" style={{ margin: 0 }}>
            {facts.map(([label, value]) => (
              <div key={label} style={{ display: 'flex', gap: '0.75em', lineHeight: 1.75 }}>
                <dt style={{ flex: 'none', width: '5em', opacity: 0.65 }}>{t(label)}</dt>
                <dd style={{ ...ONE_LINE, margin: 0, flex: '1 1 auto' }}>{value}</dd>
              </div>
            ))}
          </dl>
        </AutoScroll>
      </CallContent>
    </SitePanel>
  );
}
