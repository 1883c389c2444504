import type { FastifyInstance } from 'fastify';
import type { RateLimits } from '../http/rate-limits';
import { SessionGuard } from '../http/staff-guard';
import type { StaffServices } from '../staff/services';
import { staffAdminRoutes } from './staff-admin';
import { staffRecruitingRoutes } from './staff-recruiting';
import { staffSessionRoutes } from './staff-session';

// /api/staff/*: the staff console's calls (issue 47). Each of their replies, refusals included,
// is neither stored by a cache nor indexed by a search engine.

export const STAFF_API_PREFIX = '/api/staff/';

export async function staffRoutes(
  app: FastifyInstance,
  {
    services,
    limits,
    siteUrl,
  }: { services: StaffServices; limits: RateLimits; siteUrl: string | undefined },
): Promise<void> {
  app.addHook('onSend', async (request, reply) => {
    if (!request.url.startsWith(STAFF_API_PREFIX)) return;
    reply.header('cache-control', 'no-store');
    reply.header('x-robots-tag', 'noindex');
  });
  const guard = new SessionGuard(services.staff.sessions, siteUrl);
  await app.register(staffSessionRoutes, { services, guard, limits, siteUrl });
  await app.register(staffRecruitingRoutes, { services, guard });
  await app.register(staffAdminRoutes, { services, guard });
}
