import { Type } from '@sinclair/typebox';
import { displayTopic } from '@site/shared-realtime';
import {
  DISPLAY_API,
  DISPLAY_COMMANDS,
  DISPLAY_RESOURCE,
  type DisplayMessage,
  type ResourceCode,
} from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { siteDisplays } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';
import { playlistChoices, screenChoices } from './choices';

const { permission } = DISPLAY_RESOURCE;

/** A list of the project's choices (screens, playlists) for a form's select, under the form's own code. */
export const choicesPlan = (
  action: string,
  path: string,
  access: ResourceCode,
  choices: (db: Database, projectId: string) => Promise<unknown>,
): RoutePlan => ({
  action,
  path,
  access,
  build: ({ db }) =>
    routeParts({
      body: Type.Object({ projectId }),
      handler: ({ body }) => choices(db, body.projectId),
    }),
});

/** What the display list adds to the block: remote commands, and the screens to assign. */
export const displayPlans: RoutePlan[] = [
  {
    action: 'command',
    path: DISPLAY_API.command,
    access: permission.update,
    ids: { field: 'displayId', many: false, of: DISPLAY_RESOURCE },
    build: ({ db }) =>
      routeParts({
        body: Type.Object({
          projectId,
          displayId: Type.String({ minLength: 1 }),
          command: Type.Union(DISPLAY_COMMANDS.map((command) => Type.Literal(command))),
        }),
        handler: async ({ body, request }) => {
          const [display] = await db
            .select({ id: siteDisplays.id })
            .from(siteDisplays)
            .where(and(eq(siteDisplays.id, body.displayId), eq(siteDisplays.projectId, body.projectId)));
          if (!display) throw notFound();
          const message: DisplayMessage = { command: body.command };
          request.server.realtime.publish(displayTopic(display.id), message);
        },
      }),
  },
  choicesPlan('screenChoices', DISPLAY_API.screenChoices, permission.list, screenChoices),
  choicesPlan('playlistChoices', DISPLAY_API.playlistChoices, permission.list, playlistChoices),
];
