import type { FastifyInstance } from 'fastify';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { requireSignedIn } from '../../plugins/auth-context.ts';
import { ContactTermsBody, ContactTermsReply, HiddenContactBody } from '../../../shared/schemas/contact-terms.ts';
import { addHiddenContact, contactTerms, removeHiddenContact, setContactTerms } from './contact-terms.service.ts';

const tags = ['Settings'];

/** Contact on the member's terms (docs/product/trust.md): each caller's own settings. */
export function registerContactTermsRoutes(app: FastifyInstance) {
  app.get(
    '/settings/contact-terms',
    {
      schema: routeDoc({
        tags,
        summary: 'Who may contact me, who writes first, how many interests I take a day, and the contacts I hide from',
        access: 'member',
        reply: ContactTermsReply,
      }),
    },
    async (request, reply) => send(reply, await contactTerms(app.db, requireSignedIn(request).userId)),
  );
  app.put(
    '/settings/contact-terms',
    {
      schema: routeDoc({
        tags,
        summary: 'Choose the verification a sender needs, whether only I start a conversation, and my daily cap on interests',
        access: 'member',
        body: ContactTermsBody,
        reply: ContactTermsReply,
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      return send(reply, await setContactTerms(app.db, me, parse(request.body, ContactTermsBody)));
    },
  );
  app.post(
    '/settings/hidden-contacts',
    {
      schema: routeDoc({
        tags,
        summary: 'Hide my profile from an e-mail address or mobile number (kept only as a keyed hash); its owner is never told',
        access: 'member',
        body: HiddenContactBody,
        reply: ContactTermsReply,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      return send(reply, await addHiddenContact(app.db, me, parse(request.body, HiddenContactBody).contact));
    },
  );
  app.delete(
    '/settings/hidden-contacts/:id',
    { schema: routeDoc({ tags, summary: 'Remove a contact I hide from', access: 'member', params: idParam, reply: ContactTermsReply, errors: [404] }) },
    async (request, reply) => {
      const me = requireSignedIn(request).userId;
      return send(reply, await removeHiddenContact(app.db, me, parse(request.params, idParam).id));
    },
  );
}
