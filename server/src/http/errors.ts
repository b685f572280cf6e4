import type { FastifyError, FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { isDatabaseUnavailable, isNumberOutOfRange } from '../db/client';
import { ApiError, CODE, envelope, MESSAGE } from './envelope';
import { type SchemaError, validationMessage } from './validation-message';

/** Maps any failure to the HTTP-200 envelope of docs/api-decisions.md; only 500s and 503s are logged. */
export function installErrorHandling(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, text, done) => {
    if (text === '') return done(null, {});
    try {
      // secure-json-parse refuses __proto__ and constructor.prototype keys.
      done(null, secureJson.parse(text as string));
    } catch {
      done(new ApiError(CODE.badRequest, MESSAGE.invalidJson), undefined);
    }
  });

  app.setErrorHandler((error: FastifyError | ApiError, request, reply) => {
    const { code, message } = describe(error);
    if (code === CODE.internal) request.log.error({ err: error }, 'unexpected error');
    if (code === CODE.unavailable) request.log.warn({ err: error }, 'database unavailable');
    return reply.code(200).send(envelope(code, message, null));
  });
}

function describe(error: FastifyError | ApiError): { code: number; message: string } {
  if (error instanceof ApiError) return { code: error.code, message: error.message };
  // Nothing is wrong with the call: the same call succeeds once PostgreSQL is back (the pool dials again).
  if (isDatabaseUnavailable(error)) return { code: CODE.unavailable, message: MESSAGE.databaseUnavailable };
  if (isNumberOutOfRange(error)) return { code: CODE.badRequest, message: MESSAGE.numberOutOfRange };
  if (error.validation?.length) {
    return { code: CODE.badRequest, message: validationMessage(error.validation[0] as SchemaError) };
  }
  const status = error.statusCode ?? 500;
  if (status === 413) return { code: CODE.tooLarge, message: MESSAGE.tooLarge };
  if (status >= 400 && status < 500) return { code: CODE.badRequest, message: MESSAGE.invalidRequest };
  return { code: CODE.internal, message: MESSAGE.internal };
}
