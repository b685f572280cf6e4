import { Type } from '@sinclair/typebox';
import { API, CLIENT_TYPE } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { findPrivateConfig } from './queries';

export const brandingRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.domainConfig,
    // Read before login: the login page shows the branding.
    access: 'public',
    body: Type.Object({
      clientType: Type.Optional(Type.String({ maxLength: 32 })),
      domainName: Type.String({ minLength: 1, maxLength: 253 }),
    }),
    handler: ({ body }) => findPrivateConfig(db, body.domainName.trim(), body.clientType || CLIENT_TYPE),
  }),
];
