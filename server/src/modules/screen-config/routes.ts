import { Type } from '@sinclair/typebox';
import { DASHBOARD_API, SCREEN_NAME_MAX, SCREEN_REMARK_MAX } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { findScreenConfig, saveScreenConfig } from './queries';

const businessId = Type.String({ minLength: 1, maxLength: 64 });

/**
 * siteProjectScreenConfig: the data screen's name and remark of a project. The data screen is the main
 * page's wall view, so both calls need cMainPage and membership of the project (businessId).
 */
export const screenConfigRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: DASHBOARD_API.screenConfigQuery,
    access: 'cMainPage',
    projectField: 'businessId',
    body: Type.Object({ businessId }),
    handler: ({ body }) => findScreenConfig(db, body.businessId),
  }),
  defineRoute({
    path: DASHBOARD_API.screenConfigSave,
    access: 'cMainPage',
    projectField: 'businessId',
    message: '保存成功',
    body: Type.Object({
      businessId,
      // Empty is allowed: the screen then shows the project name.
      screenName: Type.String({ maxLength: SCREEN_NAME_MAX }),
      remark: Type.String({ maxLength: SCREEN_REMARK_MAX }),
    }),
    handler: async ({ body, user }) => {
      const config = {
        businessId: body.businessId,
        screenName: body.screenName.trim(),
        remark: body.remark.trim(),
      };
      await saveScreenConfig(db, config, user.userId);
      return config;
    },
  }),
];
