import {
  applicationNoteSchema,
  RESUME_TYPES,
  staffApplicationFilterSchema,
  staffApplicationSchema,
  staffApplicationsQuerySchema,
  staffApplicationsResponseSchema,
  staffJobRequestSchema,
  staffJobSchema,
  staffJobsQuerySchema,
  staffJobsResponseSchema,
  staffNoteRequestSchema,
  staffStatusRequestSchema,
  staffStatusResponseSchema,
} from '@corvane/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { StaffRole } from '../db/staff-schema';
import { sendAttachment } from '../http/attachment';
import { staffOperation, type StaffGuard } from '../http/staff-operation';
import { staffOf } from '../http/staff-guard';
import type { ApplicationFilterInput } from '../recruiting/application-query';
import type { AdminJob } from '../recruiting/jobs-admin';
import type { StaffServices } from '../staff/services';

// Jobs and applications in the staff console (issue 47 items 6 and 7), for recruiters and
// admins: thin calls into src/recruiting, which checks the role again and writes the audit log.

const RECRUITING: readonly [StaffRole, ...StaffRole[]] = ['recruiter', 'admin'];
const NO_SUCH_APPLICATION = 'There is no such application.';
const NO_SUCH_JOB = 'There is no job with the ID 0123456789abcdef01234567.';

const idParams = z.object({ id: z.string().min(1).max(64) });
const iso = (date: Date) => date.toISOString();

const jobReply = (job: AdminJob) => ({
  ...job,
  createdAt: iso(job.createdAt),
  updatedAt: iso(job.updatedAt),
  closedAt: job.closedAt && iso(job.closedAt),
});

/** The query's names as the services take them (`job` is the job's id). */
const filterOf = ({ job, ...rest }: z.output<typeof staffApplicationFilterSchema>) =>
  ({ ...rest, ...(job ? { jobId: job } : {}) }) satisfies ApplicationFilterInput;

export async function staffRecruitingRoutes(
  app: FastifyInstance,
  { services, guard }: { services: StaffServices; guard: StaffGuard<StaffRole> },
): Promise<void> {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { jobs, applications, files } = services.recruiting;
  const job = (description: string) => ({ schema: staffJobSchema, description });

  api.route({
    url: '/api/staff/jobs',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffListJobs',
      summary: 'Every job, open or closed, with its applicants counted by status',
      tag: 'Staff',
      querystring: staffJobsQuerySchema,
      replies: { 200: { schema: staffJobsResponseSchema, description: 'A page of jobs.' } },
    }),
    handler: async (request) => {
      const page = await jobs.list(staffOf(request).actor, request.query);
      return { ...page, jobs: page.jobs.map(jobReply) };
    },
  });

  api.route({
    url: '/api/staff/jobs',
    ...staffOperation(guard, {
      method: 'POST',
      roles: RECRUITING,
      operationId: 'staffCreateJob',
      summary: 'Post a job: it is on the careers page at its next load',
      tag: 'Staff',
      body: staffJobRequestSchema,
      replies: { 201: job('Posted.') },
    }),
    handler: async (request, reply) =>
      reply.code(201).send(jobReply(await jobs.create(staffOf(request).actor, request.body))),
  });

  api.route({
    url: '/api/staff/jobs/:id',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffGetJob',
      summary: 'One job, open or closed, with its applicants counted by status',
      tag: 'Staff',
      params: idParams,
      replies: { 200: job('The job.') },
      refusals: { 404: [NO_SUCH_JOB] },
    }),
    handler: async (request) => jobReply(await jobs.get(staffOf(request).actor, request.params.id)),
  });

  api.route({
    url: '/api/staff/jobs/:id',
    ...staffOperation(guard, {
      method: 'PUT',
      roles: RECRUITING,
      operationId: 'staffUpdateJob',
      summary: "Replace a job's fields",
      description: 'Applications already sent keep the title they were sent under.',
      tag: 'Staff',
      params: idParams,
      body: staffJobRequestSchema,
      replies: { 200: job('Saved.') },
      refusals: { 404: [NO_SUCH_JOB] },
    }),
    handler: async (request) =>
      jobReply(await jobs.update(staffOf(request).actor, request.params.id, request.body)),
  });

  for (const [action, summary] of [
    ['close', 'Take a job off the careers page (its applications stay)'],
    ['reopen', 'Put a closed job back on the careers page'],
  ] as const) {
    api.route({
      url: `/api/staff/jobs/:id/${action}`,
      ...staffOperation(guard, {
        method: 'POST',
        roles: RECRUITING,
        operationId: action === 'close' ? 'staffCloseJob' : 'staffReopenJob',
        summary,
        tag: 'Staff',
        params: idParams,
        replies: { 200: job(action === 'close' ? 'Closed.' : 'Open again.') },
        refusals: { 404: [NO_SUCH_JOB] },
      }),
      handler: async (request) => {
        const { actor } = staffOf(request);
        const { id } = request.params;
        return jobReply(
          await (action === 'close' ? jobs.close(actor, id) : jobs.reopen(actor, id)),
        );
      },
    });
  }

  api.route({
    url: '/api/staff/applications',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffListApplications',
      summary: 'A page of applications: filtered, searched and sorted on the server',
      description:
        'Each page read is written to the audit log (the filter, never the search words).',
      tag: 'Staff',
      querystring: staffApplicationsQuerySchema,
      replies: {
        200: { schema: staffApplicationsResponseSchema, description: 'A page, with the total.' },
      },
    }),
    handler: async (request) => {
      const { sort, direction, page, pageSize, ...filter } = request.query;
      const list = await applications.list(staffOf(request).actor, {
        ...filterOf(filter),
        sort,
        direction,
        page,
        pageSize,
      });
      return {
        ...list,
        rows: list.rows.map((row) => ({
          ...row,
          receivedAt: iso(row.receivedAt),
          updatedAt: iso(row.updatedAt),
        })),
      };
    },
  });

  api.route({
    url: '/api/staff/applications/export',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffExportApplications',
      summary: 'The filtered applications as a CSV file',
      description: 'The CSV of `npm run applications -- export`, oldest first; logged.',
      tag: 'Staff',
      querystring: staffApplicationFilterSchema,
      replies: {
        200: {
          schema: z.string(),
          description: 'The CSV, as an attachment.',
          mediaTypes: ['text/csv'],
          headers: { 'content-disposition': 'attachment; filename="applications.csv"' },
        },
      },
      refusals: { 404: [NO_SUCH_JOB] },
    }),
    handler: async (request, reply) => {
      const csv = await files.export(staffOf(request).actor, filterOf(request.query));
      return sendAttachment(reply, { ...csv, contentType: 'text/csv; charset=utf-8' });
    },
  });

  api.route({
    url: '/api/staff/applications/:id',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffGetApplication',
      summary: 'One application, with its notes',
      tag: 'Staff',
      params: idParams,
      replies: { 200: { schema: staffApplicationSchema, description: 'The application.' } },
      refusals: { 404: [NO_SUCH_APPLICATION] },
    }),
    handler: async (request) => {
      const found = await applications.get(staffOf(request).actor, request.params.id);
      return {
        ...found,
        receivedAt: iso(found.receivedAt),
        updatedAt: iso(found.updatedAt),
        notes: found.notes.map((note) => ({ ...note, at: iso(note.at) })),
      };
    },
  });

  api.route({
    url: '/api/staff/applications/:id/status',
    ...staffOperation(guard, {
      method: 'PUT',
      roles: RECRUITING,
      operationId: 'staffSetApplicationStatus',
      summary:
        'Move an application in the pipeline (new, reviewing, interview, offer, hired, rejected)',
      tag: 'Staff',
      params: idParams,
      body: staffStatusRequestSchema,
      replies: { 200: { schema: staffStatusResponseSchema, description: 'Its status now.' } },
      refusals: { 404: [NO_SUCH_APPLICATION] },
    }),
    handler: async (request) => ({
      status: await applications.setStatus(
        staffOf(request).actor,
        request.params.id,
        request.body.status,
      ),
    }),
  });

  api.route({
    url: '/api/staff/applications/:id/notes',
    ...staffOperation(guard, {
      method: 'POST',
      roles: RECRUITING,
      operationId: 'staffAddApplicationNote',
      summary: 'Add a dated note, signed with your name',
      tag: 'Staff',
      params: idParams,
      body: staffNoteRequestSchema,
      replies: { 201: { schema: applicationNoteSchema, description: 'Added.' } },
      refusals: { 404: [NO_SUCH_APPLICATION] },
    }),
    handler: async (request, reply) => {
      const { actor } = staffOf(request);
      const note = await applications.addNote(actor, request.params.id, request.body.text);
      return reply.code(201).send({ ...note, at: iso(note.at) });
    },
  });

  api.route({
    url: '/api/staff/applications/:id/resume',
    ...staffOperation(guard, {
      method: 'GET',
      roles: RECRUITING,
      operationId: 'staffDownloadResume',
      summary: "Download an application's resume",
      description: 'Always an attachment, never shown in the browser; logged.',
      tag: 'Staff',
      params: idParams,
      replies: {
        200: {
          schema: z.string(),
          description: 'The file as it was uploaded.',
          mediaTypes: RESUME_TYPES.map((type) => type.mimeType),
          headers: { 'content-disposition': 'attachment; filename="<First>-<Last>-resume.<ext>"' },
        },
      },
      refusals: { 404: [NO_SUCH_APPLICATION] },
    }),
    handler: async (request, reply) =>
      sendAttachment(reply, await files.resume(staffOf(request).actor, request.params.id)),
  });
}
