import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { AgreementExceptionPush } from '../realtime';
import { hasSidebarMenu } from '../routing/route-tree';
import { session } from '../store/session';
import { setSidebarOpened, settings } from '../store/settings';
import { AgreementChecks } from './AgreementChecks';
import { Breadcrumbs } from './Breadcrumbs';
import { DeadlineNotice } from './DeadlineNotice';
import { KeepAliveOutlet } from './KeepAliveOutlet';
import { Navbar } from './navbar/Navbar';
import { Sidebar } from './Sidebar';
import { TagsView } from './TagsView';
import { useCurrentRoute } from './use-current-route';
import { useSidebarRules } from './use-sidebar-rules';
import { useVisitedViews } from './use-visited-views';
import './layout.css';

/**
 * The layout shell: sidebar, navbar with the top menu, tags bar and the cached page views; entering it
 * runs the agreement checks, and agreement-exception pushes show while it is open.
 */
export function Layout() {
  const { t } = useTranslation();
  const location = useLocation();
  const current = useCurrentRoute();
  const project = session.use((state) => state.projectItem);
  const opened = settings.use((state) => state.sidebarOpened);
  const device = settings.use((state) => state.device);
  useSidebarRules(current?.node);
  useVisitedViews(current);

  // Past its deadline the project is blocked: only the project selector stays usable (seed 000 §1).
  if (project?.isDeadline) {
    return (
      <div className="app-shell">
        <div className="app-column">
          <Navbar blocked />
          <DeadlineNotice project={project} />
        </div>
      </div>
    );
  }

  // A page whose section offers no menu (profile) gets no empty sidebar column.
  const sidebar = hasSidebarMenu(current?.chain[0]) && opened;
  return (
    <div className={`app-shell app-shell--${device} ${sidebar ? 'app-shell--sidebar-open' : ''}`}>
      {device === 'mobile' && sidebar && (
        <button
          type="button"
          className="app-sidebar-mask"
          aria-label={t('navbar.toggleSidebar')}
          onClick={() => setSidebarOpened(false)}
        />
      )}
      <Sidebar current={current} />
      <div className="app-column">
        <Navbar />
        <TagsView currentPath={current?.fullPath} />
        <main className="app-main">
          <Breadcrumbs chain={current?.chain} />
          <KeepAliveOutlet path={current?.fullPath ?? location.pathname} noCache={current?.node.noCache} />
        </main>
      </div>
      {project && <AgreementChecks projectId={project.projectId} />}
      <AgreementExceptionPush />
    </div>
  );
}
