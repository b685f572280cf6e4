import { Avatar, Dropdown, Menu, Message, Spin } from '@arco-design/web-react';
import { IconCheck, IconDown } from '@arco-design/web-react/icon';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router-dom';
import { confirm } from '../../dialogs/confirm';
import { session } from '../../store/session';
import { logoutUser, switchToRole } from '../../store/session-actions';

export type UserDialog = 'profile' | 'password';

const ROLE_KEY = 'role:';

/** The user dropdown: profile, change password, role switch (with several roles), log out. */
export function UserMenu({ onOpen }: { onOpen: (dialog: UserDialog) => void }) {
  const { t } = useTranslation();
  const location = useLocation();
  const navigate = useNavigate();
  const userInfo = session.use((state) => state.userInfo);
  const [loggingOut, setLoggingOut] = useState(false);

  const logout = () => {
    setLoggingOut(true);
    // A failed logout only clears the loading state (seed 000 §4); the interceptor shows why.
    logoutUser(`${location.pathname}${location.search}${location.hash}`).catch(() => setLoggingOut(false));
  };

  const roles = userInfo?.roles ?? [];
  const changeRole = (roleId: string) => {
    const role = roles.find((held) => held.roleId === roleId);
    if (!role || role.roleId === userInfo?.currentRoleId) return;
    // Switching closes every open tab: asked first, told after.
    confirm({
      title: t('navbar.switchRole'),
      content: t('navbar.switchRoleConfirm', { role: role.roleName }),
      onOk: () => {
        setLoggingOut(true);
        // The first permitted page of the new role: the current one may not be among its routes.
        return switchToRole(roleId)
          .then(() => {
            navigate('/');
            Message.success(t('navbar.switchRoleDone', { role: role.roleName }));
          })
          .finally(() => setLoggingOut(false));
      },
    });
  };
  const check = <IconCheck className="user-menu__current-role" />;

  const menu = (
    <Menu
      onClickMenuItem={(key) => {
        if (key === 'logout') logout();
        else if (key === 'all-roles') return;
        else if (key.startsWith(ROLE_KEY)) changeRole(key.slice(ROLE_KEY.length));
        else onOpen(key as UserDialog);
      }}
    >
      <Menu.Item key="profile" data-testid="user-menu-profile">
        {t('navbar.profile')}
      </Menu.Item>
      <Menu.Item key="password" data-testid="user-menu-password">
        {t('navbar.changePassword')}
      </Menu.Item>
      {roles.length > 1 && (
        <Menu.SubMenu key="roles" title={t('navbar.switchRole')} data-testid="user-menu-roles">
          {/* Signed in, a user acts with all his roles at once until he picks one. */}
          <Menu.Item key="all-roles" disabled data-testid="user-menu-all-roles">
            {t('navbar.allRoles')}
            {!userInfo?.currentRoleId && check}
          </Menu.Item>
          {roles.map((role) => (
            <Menu.Item key={`${ROLE_KEY}${role.roleId}`} data-testid={`user-menu-role-${role.roleId}`}>
              {role.roleName}
              {userInfo?.currentRoleId === role.roleId && check}
            </Menu.Item>
          ))}
        </Menu.SubMenu>
      )}
      <Menu.Item key="logout" data-testid="user-menu-logout">
        {t('navbar.logout')}
      </Menu.Item>
    </Menu>
  );

  return (
    <Dropdown droplist={menu} position="br" trigger="click">
      <button type="button" className="user-menu" data-testid="user-dropdown">
        <Avatar size={28}>
          {userInfo?.tenementUserAvatarUrl ? (
            <img src={userInfo.tenementUserAvatarUrl} alt="" />
          ) : (
            userInfo?.tenementUserName?.slice(0, 1)
          )}
        </Avatar>
        <span className="user-menu__name">{userInfo?.tenementUserName}</span>
        {loggingOut ? <Spin size={12} /> : <IconDown />}
      </button>
    </Dropdown>
  );
}
