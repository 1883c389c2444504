import multipart from '@fastify/multipart';
import { applicationFieldsSchema, cleanResumeFileName, MESSAGES } from '@corvane/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import type { Applications, ResumeFile } from '../services/applications';
import { ServiceError, ValidationError } from '../services/errors';

const FIELD_NAMES = new Set<string>(applicationFieldsSchema.keyof().options);

function megabytes(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return Number.isInteger(mb) ? `${mb} MB` : `${mb.toFixed(1)} MB`;
}

/** Busboy reports a cut or garbled body as a plain error: that is the client's fault. */
async function readFormOr400(request: FastifyRequest, maxResumeBytes: number) {
  try {
    return await readForm(request, maxResumeBytes);
  } catch (error) {
    if (error instanceof ServiceError || (error as { statusCode?: number }).statusCode) throw error;
    request.log.info({ err: error }, 'unreadable multipart body');
    throw new ServiceError(400, 'The form could not be read. Please try again.');
  }
}

/** Reads the form: known text fields and one "resume" file; anything else is ignored. */
async function readForm(request: FastifyRequest, maxResumeBytes: number) {
  const fields: Record<string, string> = {};
  let resume: ResumeFile | undefined;
  for await (const part of request.parts()) {
    if (part.type === 'file') {
      if (part.fieldname !== 'resume' || resume) {
        await part.toBuffer().catch(() => undefined); // drain what we ignore
        continue;
      }
      try {
        resume = { data: await part.toBuffer(), fileName: cleanResumeFileName(part.filename) };
      } catch (error) {
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') {
          throw new ServiceError(413, `The resume must be at most ${megabytes(maxResumeBytes)}.`);
        }
        throw error;
      }
    } else if (FIELD_NAMES.has(part.fieldname)) {
      if (part.valueTruncated) {
        throw new ValidationError([{ path: part.fieldname, msg: 'A form field is too long.' }]);
      }
      fields[part.fieldname] = String(part.value);
    }
  }
  return { fields, resume };
}

/** POST /api/applications/submit: multipart, resume checked by content, job must be listed. */
export async function applicationRoutes(
  app: FastifyInstance,
  opts: { applications: Applications; limits: RateLimits; maxResumeBytes: number },
): Promise<void> {
  // Registered here only: every other route keeps refusing multipart bodies.
  await app.register(multipart, {
    limits: {
      fileSize: opts.maxResumeBytes,
      files: 2,
      fields: 20,
      parts: 24,
      fieldSize: 10_000,
      fieldNameSize: 100,
      headerPairs: 100,
    },
  });

  app.post(
    '/api/applications/submit',
    { config: opts.limits.byIp('applications') },
    async (request, reply) => {
      const { fields, resume } = await readFormOr400(request, opts.maxResumeBytes);
      const data = validate(applicationFieldsSchema, fields);
      await opts.limits.byEmail('applications', request, data.email);
      await opts.applications.submit(data, resume);
      const message = MESSAGES.applicationSubmitted;
      return reply.code(201).send({ success: true, message, msg: message });
    },
  );
}
