import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { notFound } from '../../lib/http-error.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { requireAdmin } from '../../plugins/auth-context.ts';
import {
  ProfileSearchPageReply,
  ProfileSearchQuery,
  ProfileVerifiedReply,
  type ProfileSearchItem,
  type ProfileSearchPage,
} from '../../../shared/schemas/profile-search.ts';
import { markVerified, searchProfiles } from './profile-search.repository.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';

const tags = ['Profiles'];

function ageOn(dob: unknown, now: Date): number | null {
  if (typeof dob !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dob)) return null;
  const [y, m, d] = dob.split('-').map(Number);
  let age = now.getUTCFullYear() - y;
  if (now.getUTCMonth() + 1 < m || (now.getUTCMonth() + 1 === m && now.getUTCDate() < d)) age--;
  return age;
}

/** All Profile (admin): search and verification. Members find each other through the match route instead. */
export function registerProfileSearchRoutes(app: FastifyInstance) {
  app.get(
    '/user-matrimonial-detail/search',
    {
      schema: routeDoc({
        tags,
        summary: 'Profiles by text, caste and gender, paged (administrators)',
        access: 'admin',
        query: ProfileSearchQuery,
        reply: ProfileSearchPageReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const input = parse(request.query, ProfileSearchQuery);
      const { rows, total } = await searchProfiles(app.db, input);
      const now = new Date();
      const items: ProfileSearchItem[] = rows.map((r) => ({
        userId: Number(r.userId),
        fullName: String(r.fullName ?? r.accountName ?? ''),
        genderId: r.genderId === null ? null : Number(r.genderId),
        religionId: r.religionId == null ? null : Number(r.religionId),
        religion: (r.religion as string | null) ?? null,
        casteId: r.casteId == null ? null : Number(r.casteId),
        caste: (r.caste as string | null) ?? null,
        city: (r.city as string | null) ?? null,
        age: ageOn(r.dob, now),
        completeness: Number(r.completeness ?? 0),
        isVerified: r.isVerified === 1,
      }));
      const page: ProfileSearchPage = { items, page: input.page, pageSize: input.pageSize, total };
      return send(reply, page);
    },
  );

  app.put(
    '/user-matrimonial-detail/:id/verify',
    { schema: routeDoc({ tags, summary: "Mark a member's profile verified (administrators)", access: 'admin', params: idParam, reply: ProfileVerifiedReply }) },
    async (request, reply) => {
      requireAdmin(request);
      const { id } = parse(request.params, idParam);
      const verifiedAt = new Date().toISOString();
      const verified = await auditedAct(app.db, request, async (db) => {
        if (!(await markVerified(db, id, verifiedAt))) throw notFound('This member has no profile.');
        return { userId: id, isVerified: true, verifiedAt };
      });
      return send(reply, verified);
    },
  );
}
