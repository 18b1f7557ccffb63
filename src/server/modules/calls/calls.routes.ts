import type { FastifyInstance } from 'fastify';
import { integer, object, type } from 'superstruct';
import { CODED } from '../../../shared/coded-messages.ts';
import {
  CallEndBody,
  CallHistoryQuery,
  CallHistoryReply,
  CallReply,
  CallSessionReply,
  CallSettingBody,
  CallSettingReply,
  CallSignalBody,
  StartCallBody,
} from '../../../shared/schemas/calls.ts';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { limit } from '../../lib/rate-limits.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember } from '../../plugins/auth-context.ts';
import { answerCall, callHistory, callIceServers, endCallsOnBlock, endCall, relaySignal, startCall } from './calls.service.ts';
import { callsEnabled, setCallsEnabled } from './calls.repository.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.CALL_MSG;

const tags = ['Calls'];
const callParam = object({ callId: idParam.schema.id });
const userParam = object({ userId: idParam.schema.id });
const SignalReply = type({ callId: integer() });

/** Calls between connected members (docs/product/calls-and-push.md): the signalling's small API; the rest travels as live events. */
export function registerCallRoutes(app: FastifyInstance) {
  endCallsOnBlock(app);
  const member = (request: Parameters<typeof requireMember>[0]) => requireMember(request, M.staff).userId;
  app.post(
    '/calls',
    {
      config: { rateLimit: limit(app, 20, '1 minute') },
      schema: routeDoc({
        tags,
        summary: 'Call a connected member (voice or video): their open tabs ring; the reply holds the call and its STUN servers (TURN comes with the answer)',
        access: 'member',
        body: StartCallBody,
        reply: CallSessionReply,
        status: 201,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body, StartCallBody);
      return send(reply, await startCall(app, me, body.userId, body.kind), 201);
    },
  );
  app.post(
    '/calls/:callId/answer',
    {
      schema: routeDoc({
        tags,
        summary: 'Answer a call that rings for me; the reply holds its STUN and TURN servers, the credentials for this call only',
        access: 'member',
        params: callParam,
        reply: CallSessionReply,
        errors: [404, 409],
      }),
    },
    async (request, reply) => send(reply, await answerCall(app, member(request), parse(request.params, callParam).callId)),
  );
  app.get(
    '/calls/:callId/ice-servers',
    {
      config: { rateLimit: limit(app, 30, '1 minute') },
      schema: routeDoc({
        tags,
        summary:
          'The STUN and TURN servers of my call once it is answered (the caller asks on call.answered; the callee has them in the answer). TURN credentials name this call and expire when the longest call from its answer would end; none while it rings or after it ends (409)',
        access: 'member',
        params: callParam,
        reply: CallSessionReply,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => send(reply, await callIceServers(app, member(request), parse(request.params, callParam).callId)),
  );
  app.post(
    '/calls/:callId/end',
    {
      schema: routeDoc({
        tags,
        summary: 'Decline a ringing call, cancel my own, or hang up; a call that has ended already is answered as it is',
        access: 'member',
        params: callParam,
        body: CallEndBody,
        reply: CallReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body ?? {}, CallEndBody);
      return send(reply, await endCall(app, me, parse(request.params, callParam).callId, body.reason ?? 'hung-up'));
    },
  );
  app.post(
    '/calls/:callId/signal',
    {
      config: { rateLimit: limit(app, 300, '1 minute') },
      schema: routeDoc({
        tags,
        summary:
          'Pass a WebRTC offer, answer or ICE candidate to the other side of my call; while it only rings, at most 10 signals of 32,000 bytes together (429 beyond)',
        access: 'member',
        params: callParam,
        body: CallSignalBody,
        reply: SignalReply,
        errors: [404, 409, 429],
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body, CallSignalBody);
      return send(reply, await relaySignal(app, me, parse(request.params, callParam).callId, body));
    },
  );
  app.get(
    '/calls/with/:userId',
    {
      schema: routeDoc({
        tags,
        summary: 'My calls with a connected member, newest first: missed, declined, and each call’s length',
        access: 'member',
        params: userParam,
        query: CallHistoryQuery,
        reply: CallHistoryReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const me = member(request);
      const { userId } = parse(request.params, userParam);
      return send(reply, await callHistory(app, me, userId, parse(request.query, CallHistoryQuery).limit));
    },
  );
  app.get(
    '/settings/calls',
    { schema: routeDoc({ tags, summary: 'Whether connected members may call me', access: 'member', reply: CallSettingReply }) },
    async (request, reply) => send(reply, { callsEnabled: await callsEnabled(app.db, member(request)) }),
  );
  app.put(
    '/settings/calls',
    { schema: routeDoc({ tags, summary: 'Turn calls to and from me on or off', access: 'member', body: CallSettingBody, reply: CallSettingReply }) },
    async (request, reply) => {
      const me = member(request);
      const body = parse(request.body, CallSettingBody);
      await setCallsEnabled(app.db, me, body.callsEnabled);
      return send(reply, { callsEnabled: body.callsEnabled });
    },
  );
}
