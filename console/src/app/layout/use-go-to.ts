import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * How the menus and the tags go to a page: to the page already shown, not again. A second history entry
 * for it would make the browser's Back seem to do nothing (the tags' right-click menu reloads a page).
 */
export function useGoTo(): (path: string) => void {
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  return useCallback(
    (path: string) => {
      if (path !== `${pathname}${search}`) navigate(path);
    },
    [navigate, pathname, search],
  );
}
