import { Dropdown, Menu } from '@arco-design/web-react';
import { IconClose } from '@arco-design/web-react/icon';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_PREFIX } from '../routing/paths';
import {
  closeAllViews,
  closeOtherViews,
  closeView,
  pathAfterClosing,
  refreshView,
  type TagView,
  tags,
  updateViews,
} from '../store/tags';
import { useGoTo } from './use-go-to';

type TagAction = 'refresh' | 'close' | 'closeOthers' | 'closeAll';

/** The tags bar of visited views, with a right-click menu (seed 000 §2). */
export function TagsView({ currentPath }: { currentPath: string | undefined }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const goTo = useGoTo();
  const views = tags.use((state) => state.views);

  /** Applies a change; when the current view is gone, goes to the last view left. */
  const change = (next: (list: readonly TagView[]) => TagView[]) => {
    updateViews(next);
    const left = tags.get().views;
    if (!left.some((view) => view.path === currentPath)) navigate(pathAfterClosing(left));
  };

  const run = (action: TagAction, view: TagView) => {
    if (action === 'refresh') {
      refreshView(view.path);
      navigate(`${REDIRECT_PREFIX}${view.fullPath}`, { replace: true });
    } else if (action === 'close') change((list) => closeView(list, view.path));
    else if (action === 'closeOthers') {
      change((list) => closeOtherViews(list, view.path));
      if (view.path !== currentPath) navigate(view.fullPath);
    } else change(closeAllViews);
  };

  const contextMenu = (view: TagView) => (
    <Menu onClickMenuItem={(key) => run(key as TagAction, view)}>
      <Menu.Item key="refresh" data-testid="tags-menu-refresh">
        {t('tags.refresh')}
      </Menu.Item>
      {!view.affix && (
        <Menu.Item key="close" data-testid="tags-menu-close">
          {t('tags.close')}
        </Menu.Item>
      )}
      <Menu.Item key="closeOthers" data-testid="tags-menu-close-others">
        {t('tags.closeOthers')}
      </Menu.Item>
      <Menu.Item key="closeAll" data-testid="tags-menu-close-all">
        {t('tags.closeAll')}
      </Menu.Item>
    </Menu>
  );

  return (
    <div className="tags-view" data-testid="tags-view">
      {views.map((view) => (
        <Dropdown key={view.path} trigger="contextMenu" position="bl" droplist={contextMenu(view)}>
          <span
            className={`tags-view__item ${view.path === currentPath ? 'tags-view__item--active' : ''}`}
            data-testid="tags-view-item"
            data-path={view.path}
          >
            <button type="button" className="tags-view__link" onClick={() => goTo(view.fullPath)}>
              {t(view.titleKey)}
            </button>
            {!view.affix && (
              <button
                type="button"
                className="tags-view__close"
                aria-label={t('tags.close')}
                data-testid="tags-view-close"
                onClick={() => run('close', view)}
              >
                <IconClose />
              </button>
            )}
          </span>
        </Dropdown>
      ))}
    </div>
  );
}
