import type { FastifyInstance } from 'fastify';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { auditedAct } from '../../lib/audit/admin-act.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { contactRateLimit } from '../../lib/rate-limits.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireAdmin, requireMember } from '../../plugins/auth-context.ts';
import { ConsentBody, ConsentParams, ConsentsReply } from '../../../shared/schemas/consents.ts';
import {
  NomineeBody,
  NomineeDecisionBody,
  NomineeQueueQuery,
  NomineeReply,
  NomineeRequestBody,
  NomineeRequestFiledReply,
  NomineeRequestPageReply,
  NomineeRequestReply,
  OriginPageReply,
  OriginQuery,
} from '../../../shared/schemas/nominee.ts';
import { consentsOf, originPage } from '../consents/index.ts';
import { setConsent } from './consent-effects.ts';
import { decideNomineeRequest, fileNomineeRequest, nomineeOf, nomineeQueue, removeNominee, setNominee } from './nominee.service.ts';

const tags = ['Data rights'];
const idOnly = object({ id: idParam.schema.id });
const REFUSAL = 'Only members have consents and a nominee.';

/** The member's consents and nominee, nominees' requests and where profiles were made from (docs/product/trust.md). */
export function registerDataRightsRoutes(app: FastifyInstance) {
  app.get(
    '/settings/consents',
    {
      schema: routeDoc({
        tags,
        summary: 'Each purpose as it stands, the declaration and the consent log',
        access: 'member',
        reply: ConsentsReply,
        errors: [403],
      }),
    },
    async (request, reply) => send(reply, await consentsOf(app.db, requireMember(request, REFUSAL).userId)),
  );
  app.put(
    '/settings/consents/:purpose',
    {
      schema: routeDoc({
        tags,
        summary: 'Give or withdraw one purpose; withdrawing stops it at once',
        access: 'member',
        params: ConsentParams,
        body: ConsentBody,
        reply: ConsentsReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, REFUSAL);
      const { purpose } = parse(request.params, ConsentParams);
      const { granted } = parse(request.body, ConsentBody);
      return send(reply, await setConsent(app, auth.userId, purpose, granted, request.ip));
    },
  );
  app.get(
    '/settings/nominee',
    { schema: routeDoc({ tags, summary: 'The nominee the member named, if any', access: 'member', reply: NomineeReply, errors: [403] }) },
    async (request, reply) => send(reply, await nomineeOf(app.db, requireMember(request, REFUSAL).userId)),
  );
  app.put(
    '/settings/nominee',
    { schema: routeDoc({ tags, summary: 'Name or change the nominee', access: 'member', body: NomineeBody, reply: NomineeReply, errors: [403] }) },
    async (request, reply) => {
      const auth = requireMember(request, REFUSAL);
      return send(reply, await setNominee(app.db, auth.userId, parse(request.body, NomineeBody)));
    },
  );
  app.delete(
    '/settings/nominee',
    { schema: routeDoc({ tags, summary: 'Remove the nominee', access: 'member', reply: NomineeReply, errors: [403] }) },
    async (request, reply) => send(reply, await removeNominee(app.db, requireMember(request, REFUSAL).userId)),
  );
  app.post(
    '/nominee-requests',
    {
      schema: routeDoc({
        tags,
        summary: "A nominee asks to erase a member's account after her death or in her incapacity, with the proof; answers a reference",
        access: 'public',
        body: NomineeRequestBody,
        reply: NomineeRequestFiledReply,
        status: 201,
        errors: [429],
      }),
      config: { rateLimit: contactRateLimit(app) },
    },
    async (request, reply) => send(reply, await fileNomineeRequest(app, parse(request.body, NomineeRequestBody)), 201),
  );
  app.get(
    '/nominee-requests',
    {
      schema: routeDoc({
        tags,
        summary: "Nominees' requests, the oldest first (administrators)",
        access: 'admin',
        query: NomineeQueueQuery,
        reply: NomineeRequestPageReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parse(request.query, NomineeQueueQuery);
      return send(reply, await nomineeQueue(app.db, q.status ?? 'open', q.page, q.pageSize));
    },
  );
  app.post(
    '/nominee-requests/:id/decide',
    {
      schema: routeDoc({
        tags,
        summary: "Decide a nominee's request; approving erases the account; the nominee is mailed (administrators)",
        access: 'admin',
        params: idOnly,
        body: NomineeDecisionBody,
        reply: NomineeRequestReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => {
      const auth = requireAdmin(request);
      const { id } = parse(request.params, idOnly);
      const body = parse(request.body, NomineeDecisionBody);
      return send(reply, await auditedAct(app.db, request, (db) => decideNomineeRequest(app, db, auth.userId, id, body.outcome, body.reason)));
    },
  );
  app.get(
    '/account-origins',
    {
      schema: routeDoc({
        tags,
        summary: 'Where each profile was made from, kept a year after its account is deleted (administrators)',
        access: 'admin',
        query: OriginQuery,
        reply: OriginPageReply,
      }),
    },
    async (request, reply) => {
      requireAdmin(request);
      const q = parse(request.query, OriginQuery);
      return send(reply, await originPage(app.db, q.q, q.page, q.pageSize));
    },
  );
}
