import { Button, Tooltip } from '@arco-design/web-react';
import {
  IconDesktop,
  IconMenuFold,
  IconMenuUnfold,
  IconQuestionCircle,
  IconSchedule,
} from '@arco-design/web-react/icon';
import { lazy, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { OnceOpened } from '../../dialogs/OnceOpened';
import { closeTaskCentre, openTaskCentre, taskCentre } from '../../dialogs/task-centre/task-centre-store';
import { DATA_SCREEN_PATH, HELP_DOCUMENT_PATH } from '../../routing/paths';
import { hasSidebarMenu } from '../../routing/route-tree';
import { session } from '../../store/session';
import { holdsCode } from '../../store/session-rules';
import { setSidebarOpened, settings } from '../../store/settings';
import { useCurrentRoute } from '../use-current-route';
import { FullscreenToggle } from './FullscreenToggle';
import { LanguageSwitch } from './LanguageSwitch';
import { ProjectSelector } from './ProjectSelector';
import { TopMenu } from './TopMenu';
import { type UserDialog, UserMenu } from './UserMenu';

type Dialog = UserDialog | null;

const ProfileDialog = lazy(() =>
  import('../../dialogs/ProfileDialog').then((module) => ({ default: module.ProfileDialog })),
);
const ChangePasswordDialog = lazy(() =>
  import('../../dialogs/ChangePasswordDialog').then((module) => ({ default: module.ChangePasswordDialog })),
);
const TaskCentreDialog = lazy(() =>
  import('../../dialogs/task-centre/TaskCentreDialog').then((module) => ({
    default: module.TaskCentreDialog,
  })),
);

/** The top bar. When `blocked` (project past its deadline) only the project selector is offered. */
export function Navbar({ blocked = false }: { blocked?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const current = useCurrentRoute();
  const opened = settings.use((state) => state.sidebarOpened);
  const resources = session.use((state) => state.resources);
  const userInfo = session.use((state) => state.userInfo);
  const [dialog, setDialog] = useState<Dialog>(null);
  const tasksVisible = taskCentre.use((state) => state.visible);
  const close = () => setDialog(null);

  const tool = (label: string, testId: string, icon: ReactNode, onClick: () => void) => (
    <Tooltip content={label}>
      <Button type="text" icon={icon} aria-label={label} data-testid={testId} onClick={onClick} />
    </Tooltip>
  );

  return (
    <header className="app-navbar">
      {!blocked && (
        <>
          <Button
            type="text"
            className="app-navbar__toggle"
            data-testid="sidebar-toggle"
            aria-label={t('navbar.toggleSidebar')}
            disabled={current?.node.sidebarLocked || !hasSidebarMenu(current?.chain[0])}
            icon={opened ? <IconMenuFold /> : <IconMenuUnfold />}
            onClick={() => setSidebarOpened(!opened)}
          />
          <TopMenu activeName={current?.chain[0].name} />
        </>
      )}
      <div className="app-navbar__tools">
        <ProjectSelector />
        {!blocked && (
          <>
            {tool(t('navbar.dataScreen'), 'data-screen-button', <IconDesktop />, () =>
              navigate(DATA_SCREEN_PATH),
            )}
            {holdsCode(resources, userInfo, 'siteHelpDocument') &&
              tool(t('navbar.help'), 'help-button', <IconQuestionCircle />, () =>
                window.open(HELP_DOCUMENT_PATH, '_blank', 'noopener'),
              )}
            {tool(t('navbar.taskCentre'), 'task-centre-button', <IconSchedule />, openTaskCentre)}
            <LanguageSwitch />
            <FullscreenToggle />
            <UserMenu onOpen={setDialog} />
          </>
        )}
      </div>
      {!blocked && (
        <>
          <OnceOpened visible={dialog === 'profile'}>
            <ProfileDialog visible={dialog === 'profile'} onClose={close} />
          </OnceOpened>
          <OnceOpened visible={dialog === 'password'}>
            <ChangePasswordDialog visible={dialog === 'password'} onClose={close} />
          </OnceOpened>
          <OnceOpened visible={tasksVisible}>
            <TaskCentreDialog visible={tasksVisible} onClose={closeTaskCentre} />
          </OnceOpened>
        </>
      )}
    </header>
  );
}
