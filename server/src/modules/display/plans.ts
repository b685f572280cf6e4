import { Type } from '@sinclair/typebox';
import { displayTopic } from '@site/shared-realtime';
import { DISPLAY_API, DISPLAY_COMMANDS, DISPLAY_RESOURCE, type DisplayMessage } from '@site/shared-schema';
import { and, eq } from 'drizzle-orm';
import { siteDisplays } from '../../db/schema';
import { projectId } from '../../resource/body-schemas';
import { type RoutePlan, routeParts } from '../../resource/plan';
import { notFound } from '../../resource/rows';
import { screenChoices } from './screen-choices';

const { permission } = DISPLAY_RESOURCE;

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
  {
    action: 'screenChoices',
    path: DISPLAY_API.screenChoices,
    access: permission.list,
    build: ({ db }) =>
      routeParts({
        body: Type.Object({ projectId }),
        handler: ({ body }) => screenChoices(db, body.projectId),
      }),
  },
];
