import type { MountContext } from '@site/player';
import { API } from '@site/shared-schema';
import { useMemo } from 'react';
import { httpFor } from '../../api/http';
import { session } from '../../app/store/session';

/** The API base an axios instance of the console was configured with ('' = same origin). */
const baseOf = (path: string): string => httpFor(path).defaults.baseURL ?? '';

/**
 * What every widget of the canvas is mounted with: the screen's project (the one a wall of it shows;
 * the list only offers the current project's screens), the screen's area, the user's own Authorization
 * header and the console's API bases, so widgets read the same data the wall does.
 */
export function useMountContext(projectId: string, areaId: string): MountContext {
  const token = session.use((state) => state.token);
  return useMemo(
    () => ({
      projectId,
      areaId,
      credentials: token ? { authorization: token } : {},
      config: { siteBaseUrl: baseOf(API.customScreenList), commonBaseUrl: baseOf(API.loginByPassword) },
    }),
    [projectId, areaId, token],
  );
}
