import { Tooltip } from '@arco-design/web-react';
import { PROJECT_NAME_TOOLTIP_LENGTH } from '@site/shared-schema';
import { session } from '../store/session';
import { approvedBranding } from '../store/session-rules';

/** The current project's name; a long one is cut and shown whole in a tooltip. */
export function SidebarHeader() {
  const projectName = session.use((state) => state.projectItem?.projectName) ?? '';
  const logo = approvedBranding(session.use((state) => state.privateConfig))?.privateIconUrl;
  const name = (
    <span className="app-sidebar__project" data-testid="sidebar-project-name">
      {projectName}
    </span>
  );
  return (
    <div className="app-sidebar__header">
      {logo && <img className="app-sidebar__logo" src={logo} alt="" />}
      {projectName.length > PROJECT_NAME_TOOLTIP_LENGTH ? (
        <Tooltip content={projectName}>{name}</Tooltip>
      ) : (
        name
      )}
    </div>
  );
}
