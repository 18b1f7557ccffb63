import type { FastifyInstance, FastifyReply } from 'fastify';
import { object, string } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { requireMember } from '../../plugins/auth-context.ts';
import { CODED } from '../../../shared/coded-messages.ts';
import { BiodataLinksReply, CreateBiodataLinkBody, CreatedBiodataLinkReply, SharedBiodataReply } from '../../../shared/schemas/biodata.ts';
import { createLink, myLinks, openLink, revoke, sharedBiodata, sharedPdf, sharedPhotoJpeg } from './biodata.service.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const BIODATA_MSG = CODED.BIODATA_MSG;

const tags = ['Biodata'];
const tokenParam = object({ token: string() });

/** A shared biodata is no one's to keep: neither browsers nor proxies store it, and no page links out with its address. */
const private_ = (reply: FastifyReply) => reply.header('cache-control', 'private, no-store').header('referrer-policy', 'no-referrer');

/** The member's biodata share links, and what a link opens without an account (docs/product/biodata.md). */
export function registerBiodataRoutes(app: FastifyInstance) {
  const { db, config } = app;
  app.get(
    '/biodata/links',
    { schema: routeDoc({ tags, summary: 'My biodata share links, newest first, with how often each was opened', access: 'member', reply: BiodataLinksReply }) },
    async (request, reply) => send(reply, await myLinks(db, requireMember(request, BIODATA_MSG.forMembers).userId)),
  );
  app.post(
    '/biodata/links',
    {
      schema: routeDoc({
        tags,
        summary: 'Make a share link to my biodata (seven days unless days says otherwise); its address is in this reply only',
        description:
          'The link opens without an account as a page and as a PDF until it expires or is revoked. includeContact puts my mobile and e-mail in it. Twenty links may work at once.',
        access: 'member',
        body: CreateBiodataLinkBody,
        reply: CreatedBiodataLinkReply,
        status: 201,
        errors: [409],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, BIODATA_MSG.forMembers);
      const body = parse(request.body, CreateBiodataLinkBody);
      return send(reply, await createLink(db, config, auth.userId, body), 201);
    },
  );
  app.delete(
    '/biodata/links/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Revoke one of my share links at once: it answers 404 from now on',
        access: 'member',
        params: idParam,
        reply: BiodataLinksReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const auth = requireMember(request, BIODATA_MSG.forMembers);
      const { id } = parse(request.params, idParam);
      return send(reply, await revoke(db, auth.userId, id));
    },
  );

  app.get(
    '/biodata/shared/:token',
    {
      schema: routeDoc({
        tags,
        summary: 'The biodata a share link opens, in its member’s language, with her chart as SVG and a QR code to her profile',
        description:
          'No account needed; a signed-in reader on either side of a block with her gets 404, as do a revoked or expired link and a hidden, paused or deactivated member. Each call counts one opening.',
        access: 'optional',
        params: tokenParam,
        reply: SharedBiodataReply,
        errors: [404],
      }),
    },
    async (request, reply) => {
      const { token } = parse(request.params, tokenParam);
      const biodata = await sharedBiodata(db, config, token, request.auth?.userId ?? null);
      return send(private_(reply), biodata);
    },
  );
  app.get(
    '/biodata/shared/:token/pdf',
    {
      schema: routeDoc({
        tags,
        summary: 'The biodata a share link opens, as a PDF of one or two pages in its member’s language',
        description: 'Under the same rules as the page; each call counts one opening of the PDF.',
        access: 'optional',
        params: tokenParam,
        produces: 'application/pdf',
        errors: [404],
      }),
    },
    async (request, reply) => {
      const { token } = parse(request.params, tokenParam);
      const pdf = await sharedPdf(db, config, token, request.auth?.userId ?? null);
      private_(reply).header('content-disposition', 'inline; filename="biodata.pdf"');
      return reply.type('application/pdf').send(pdf);
    },
  );
  app.get(
    '/biodata/shared/:token/photo',
    {
      schema: routeDoc({
        tags,
        summary: 'The photo of a shared biodata (JPEG), when her photo setting lets anyone see it',
        access: 'optional',
        params: tokenParam,
        produces: 'image/jpeg',
        errors: [404],
      }),
    },
    async (request, reply) => {
      const { token } = parse(request.params, tokenParam);
      const opened = await openLink(db, token, request.auth?.userId ?? null);
      const jpeg = await sharedPhotoJpeg(config, opened);
      return private_(reply).type('image/jpeg').send(jpeg);
    },
  );
}
