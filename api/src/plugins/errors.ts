/**
 * Named plugin `usb-errors`: renders every REST failure as RestError `{ code, message, fields? }`
 * with the codes of src/errors.ts. Schema validation failures become BAD_USER_INPUT with the
 * offending field paths; a database out of reach is UNAVAILABLE (503, `Retry-After`); anything
 * unexpected is logged and answered as INTERNAL.
 */
import type { FastifyError } from 'fastify';
import fp from 'fastify-plugin';
import type { RestError } from '@usb/schema/rest';
import { isDatabaseUnavailable } from '../db/database-unavailable';
import { ApiError, defaultMessage, RETRY_AFTER_SECONDS, type ApiErrorCode } from '../errors';

type Validation = NonNullable<FastifyError['validation']>;

/** `/loginInfo/userName` and missing properties become `loginInfo.userName`. */
function fieldsOf(validation: Validation): string[] {
  const fields = validation.map((issue) => {
    const base = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
    const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
    return typeof missing === 'string' ? (base ? `${base}.${missing}` : missing) : base;
  });
  return [...new Set(fields.filter((field) => field !== ''))];
}

const codeByStatus: Record<number, ApiErrorCode> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  429: 'RATE_LIMITED',
};

export default fp(
  (app) => {
    app.setErrorHandler<FastifyError | ApiError>(async (error, request, reply) => {
      let status: number;
      let body: RestError;
      if (error instanceof ApiError) {
        status = error.statusCode;
        body = { code: error.code, message: error.message, ...(error.fields ? { fields: error.fields } : {}) };
      } else if (error.validation) {
        status = 400;
        body = { code: 'BAD_USER_INPUT', message: error.message, fields: fieldsOf(error.validation) };
      } else if (typeof error.statusCode === 'number' && error.statusCode >= 400 && error.statusCode < 500) {
        // Fastify's own client errors: malformed JSON, wrong content type, body too large.
        status = error.statusCode;
        const code = codeByStatus[status] ?? 'BAD_USER_INPUT';
        body = { code, message: error.message || defaultMessage(code) };
      } else if (isDatabaseUnavailable(error)) {
        request.log.warn({ req: request, err: error }, 'database unavailable');
        status = 503;
        body = { code: 'UNAVAILABLE', message: defaultMessage('UNAVAILABLE') };
      } else {
        request.log.error({ req: request, err: error }, 'unexpected error');
        status = 500;
        body = { code: 'INTERNAL', message: defaultMessage('INTERNAL') };
      }
      if (status === 503) reply.header('retry-after', String(RETRY_AFTER_SECONDS));
      return reply.code(status).send(body);
    });
  },
  { name: 'usb-errors' },
);
