/** @jsxImportSource preact */
import type { ProjectItem } from '@site/shared-schema';
import { useMemo } from 'preact/hooks';
import { catalogueCall, useWidgetCall } from '../../data/catalogue';
import { CallContent } from '../shared/CallContent';
import { textOf } from '../shared/rows';
import { ONE_LINE, SitePanel } from '../shared/SitePanel';
import type { WidgetViewProps } from '../types';

const PROJECT_CALL = catalogueCall('ProjectInfo', 'project');

/** A date field as YYYY-MM-DD (the server may send a time with it). */
const day = (value: unknown) => textOf(value).slice(0, 10);

/** The facts shown, in order; a fact the project has not filled in is left out. */
function projectFacts(project: Partial<ProjectItem>): [label: string, value: string][] {
  const facts: [string, string][] = [
    ['项目状态', textOf(project.projectStatusName)],
    ['项目类型', textOf(project.projectTypeName)],
    ['项目经理', [textOf(project.managerName), textOf(project.managerPhone)].filter(Boolean).join(' ')],
    ['开工日期', day(project.startDate)],
    ['计划竣工', day(project.planEndDate)],
    ['竣工日期', day(project.endDate)],
    ['项目地址', textOf(project.address) || textOf(project.regionName)],
    ['施工许可证', textOf(project.builderLicenseCode)],
  ];
  return facts.filter(([, value]) => value !== '');
}

/**
 * ProjectInfo: the current project's name as the title, then its status, type, manager and phone,
 * dates and address, from `/front/siteProject/queryByProject` (one request shared with a project name
 * or a map on the same screen). Facts clip to one line each.
 */
export default function ProjectInfoView({ component }: WidgetViewProps) {
  const call = useWidgetCall<Partial<ProjectItem> | null>(PROJECT_CALL, component);
  const facts = useMemo(() => (call.data ? projectFacts(call.data) : []), [call.data]);
  const name = textOf(call.data?.projectName);
  return (
    <SitePanel style={component.style} title={name || component.label}>
      <CallContent call={call} empty={facts.length === 0} emptyText="暂无项目信息">
        <dl class="pw-project-facts" style={{ margin: 0 }}>
          {facts.map(([label, value]) => (
            <div key={label} style={{ display: 'flex', gap: '0.75em', lineHeight: 1.75 }}>
              <dt style={{ flex: 'none', width: '5em', opacity: 0.65 }}>{label}</dt>
              <dd style={{ ...ONE_LINE, margin: 0, flex: '1 1 auto' }}>{value}</dd>
            </div>
          ))}
        </dl>
      </CallContent>
    </SitePanel>
  );
}
