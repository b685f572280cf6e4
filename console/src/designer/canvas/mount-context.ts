import type { MountContext } from '@site/player';
import { API } from '@site/shared-schema';
import { useMemo } from 'react';
import { httpFor } from '../../api/http';
import { session } from '../../app/store/session';
import { settings } from '../../app/store/settings';
import { mapSource } from '../../pages/map/map-source';

/** The API base an axios instance of the console was configured with ('' = same origin). */
const baseOf = (path: string): string => httpFor(path).defaults.baseURL ?? '';

/**
 * What every widget of the canvas is mounted with: the screen's project (the one a wall of it shows;
 * the list only offers the current project's screens), the screen's area, the user's own Authorization
 * header, the console's API bases and map source, so widgets read the same data the wall does; they speak the
 * user's language (the preview too, which mounts a screen of its own).
 */
export function useMountContext(projectId: string, areaId: string): MountContext {
  const token = session.use((state) => state.token);
  const language = settings.use((state) => state.language);
  return useMemo(
    () => ({
      projectId,
      areaId,
      language,
      credentials: token ? { authorization: token } : {},
      config: {
        siteBaseUrl: baseOf(API.customScreenList),
        commonBaseUrl: baseOf(API.loginByPassword),
        ...mapSource(),
      },
    }),
    [projectId, areaId, token, language],
  );
}
