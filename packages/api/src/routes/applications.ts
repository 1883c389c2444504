import multipart from '@fastify/multipart';
import {
  applicationFieldsSchema,
  applicationFormSchema,
  cleanResumeFileName,
  DEFAULT_MAX_RESUME_BYTES,
  MESSAGES,
  messageResponseSchema,
} from '@corvane/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FRAMEWORK_MESSAGES } from '../http/errors';
import { operation, validationExample } from '../http/operation';
import type { RateLimits } from '../http/rate-limits';
import { validate } from '../http/validate';
import { APPLICATION_REFUSALS, type Applications, type ResumeFile } from '../services/applications';
import { ServiceError, ValidationError } from '../services/errors';
import { RESUME_STORE_FAILED } from '../services/resume-store';

const UNREADABLE_FORM = 'The form could not be read. Please try again.';
const FIELD_TOO_LONG = 'A form field is too long.';
const resumeTooLarge = (maxBytes: number) => `The resume must be at most ${megabytes(maxBytes)}.`;

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
    throw new ServiceError(400, UNREADABLE_FORM);
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
          throw new ServiceError(413, resumeTooLarge(maxResumeBytes));
        }
        throw error;
      }
    } else if (FIELD_NAMES.has(part.fieldname)) {
      if (part.valueTruncated) {
        throw new ValidationError([{ path: part.fieldname, msg: FIELD_TOO_LONG }]);
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

  const framework = (code: string) => FRAMEWORK_MESSAGES[code]![1];
  const fieldRefusal = (path: string, msg: string) => ({
    msg,
    message: msg,
    errors: [{ path, msg }],
  });
  app.post(
    '/api/applications/submit',
    operation(
      {
        operationId: 'submitApplication',
        summary: 'Apply for a listed job',
        description:
          'A multipart form: the fields, and the resume as the file part `resume`. The resume is checked by its content, not its name or type.',
        tag: 'Careers',
        limit: 'applications',
        form: applicationFormSchema,
        replies: { 201: { schema: messageResponseSchema, description: 'Received.' } },
        refusals: {
          400: [
            validationExample(applicationFieldsSchema, {})!,
            ...APPLICATION_REFUSALS.map(([path, msg]) => fieldRefusal(path, msg)),
            fieldRefusal('coverLetter', FIELD_TOO_LONG),
            UNREADABLE_FORM,
            framework('FST_FILES_LIMIT'),
            framework('FST_PROTO_VIOLATION'),
          ],
          413: [resumeTooLarge(DEFAULT_MAX_RESUME_BYTES), framework('FST_PARTS_LIMIT')],
          415: [framework('FST_INVALID_MULTIPART_CONTENT_TYPE')],
          503: [RESUME_STORE_FAILED],
        },
      },
      opts.limits,
    ),
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
