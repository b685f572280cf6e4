import { Type } from '@sinclair/typebox';
import { API } from '@site/shared-schema';
import { defineRoute } from '../../http/route';
import type { AppDeps } from '../../options';
import { listDictionary } from './queries';

export const dictionaryRoutes = ({ db }: AppDeps) => [
  defineRoute({
    path: API.dictionaryByType,
    // Options feed forms all over the console, so any member of the project may read them.
    access: 'session',
    projectField: 'projectId',
    body: Type.Object({
      projectId: Type.Optional(Type.String()),
      dictionaryTypeCode: Type.String({ minLength: 1, maxLength: 64 }),
      agreementCode: Type.Optional(Type.String({ maxLength: 64 })),
      companyId: Type.Optional(Type.String({ maxLength: 64 })),
    }),
    handler: ({ user, body }) =>
      listDictionary(db, {
        orgId: user.orgId,
        typeCode: body.dictionaryTypeCode,
        projectId: body.projectId || undefined,
        agreementCode: body.agreementCode || undefined,
        companyId: body.companyId || undefined,
      }),
  }),
];
