import { Type } from '@sinclair/typebox';
import { DISPLAY_HELLO_PATH, type DisplayHello } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { hello } from './pairing';
import { displayReportSchema } from './report';

/**
 * A display's hello: public, as a display has nothing else until it is registered. It pairs (a new token
 * and code), waits with its code, or learns its registration and notes itself alive.
 */
export const displayRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: DISPLAY_HELLO_PATH,
    access: 'public',
    body: Type.Object({
      displayToken: Type.Optional(Type.String({ maxLength: 100 })),
      report: Type.Optional(displayReportSchema),
    }),
    handler: ({ body, request }): Promise<DisplayHello> =>
      hello(db, request.ip, body.displayToken?.trim() ?? '', body.report),
  }),
];
