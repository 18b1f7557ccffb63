import type { FastifyInstance, FastifyRequest } from 'fastify';
import { CODED } from '../../../shared/coded-messages.ts';
import {
  ProfileCodeParam,
  RunSavedSearchQuery,
  SavedSearchBody,
  SavedSearchDigestBody,
  MyCodeReply,
  SavedSearchDeletedReply,
  SavedSearchReply,
  SearchPageReply,
  SearchQuery,
  type SearchFilters,
} from '../../../shared/schemas/search.ts';
import { send } from '../../lib/envelope.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { parse } from '../../lib/validate.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { MatchItemReply } from '../../../shared/schemas/matching.ts';
import { array } from 'superstruct';
import { assignProfileCode } from '../auth/index.ts';
import { requireMember, requireSignedIn } from '../../plugins/auth-context.ts';
import { cardLookups } from '../photos/index.ts';
import { deleteSaved, listSaved, runSaved, saveSearch, setDigest } from './saved-search.service.ts';
import { findByCode, searchMembers } from './search.service.ts';
import { requestLocale } from '../../lib/request-locale.ts';

/** The catalogue's messages as coded messages: the envelope carries their code and values (docs/decisions/092-message-codes.md). */
const M = CODED.SEARCH_MSG;

/** Search belongs to members: staff find profiles through All Profile. */
const forMembers = M.staff;

const tags = ['Search'];

export function registerSearchRoutes(app: FastifyInstance) {
  const db = app.db;
  const cardsFor = (request: FastifyRequest) => cardLookups(db, app.config, requireSignedIn(request));

  app.get(
    '/search',
    {
      schema: routeDoc({
        tags,
        summary:
          'Search members by age, height, income, religion, caste, place, education, occupation, marital status, diet, photo, verification and activity; sorted by best match, newest or recently active; paged (at most 1,000 results)',
        access: 'member',
        query: SearchQuery,
        reply: SearchPageReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { page, pageSize, ...filters } = parse(request.query, SearchQuery);
      const { photos, badges } = cardsFor(request);
      return send(reply, await searchMembers(db, me, filters as SearchFilters, page, pageSize, photos, badges, undefined, requestLocale(request)));
    },
  );

  app.get(
    '/search/code/:code',
    {
      schema: routeDoc({
        tags,
        summary: 'The member with this profile code, as a match card (an unavailable profile answers like an unknown code)',
        access: 'member',
        params: ProfileCodeParam,
        reply: MatchItemReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { code } = parse(request.params, ProfileCodeParam);
      const { photos, badges } = cardsFor(request);
      return send(reply, await findByCode(db, me, code, photos, badges, undefined, requestLocale(request)));
    },
  );

  app.get(
    '/search/my-code',
    {
      schema: routeDoc({
        tags,
        summary: "The caller's own profile code, to share so that others find them",
        access: 'member',
        reply: MyCodeReply,
        errors: [403],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      return send(reply, { profileCode: await assignProfileCode(db, me) });
    },
  );

  app.get(
    '/search/saved',
    {
      schema: routeDoc({
        tags,
        summary: "The member's saved searches (at most five), oldest first",
        access: 'member',
        reply: array(SavedSearchReply),
        errors: [403],
      }),
    },
    async (request, reply) => send(reply, await listSaved(db, requireMember(request, forMembers).userId)),
  );

  app.post(
    '/search/saved',
    {
      schema: routeDoc({
        tags,
        summary: 'Save a named search (its filters as GET /search takes them), optionally in the daily digest; at most five',
        access: 'member',
        body: SavedSearchBody,
        reply: SavedSearchReply,
        status: 201,
        errors: [403, 409],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const body = parse(request.body, SavedSearchBody);
      return send(reply, await saveSearch(db, me, body), 201);
    },
  );

  app.put(
    '/search/saved/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Include a saved search in the daily digest, or leave it out',
        access: 'member',
        params: idParam,
        body: SavedSearchDigestBody,
        reply: SavedSearchReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      const body = parse(request.body, SavedSearchDigestBody);
      return send(reply, await setDigest(db, me, id, body.includeInDigest));
    },
  );

  app.delete(
    '/search/saved/:id',
    {
      schema: routeDoc({
        tags,
        summary: 'Delete one of the member’s saved searches',
        access: 'member',
        params: idParam,
        reply: SavedSearchDeletedReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      return send(reply, await deleteSaved(db, me, id));
    },
  );

  app.get(
    '/search/saved/:id/results',
    {
      schema: routeDoc({
        tags,
        summary: 'Run a saved search: one page of its results',
        access: 'member',
        params: idParam,
        query: RunSavedSearchQuery,
        reply: SearchPageReply,
        errors: [403, 404],
      }),
    },
    async (request, reply) => {
      const me = requireMember(request, forMembers).userId;
      const { id } = parse(request.params, idParam);
      const { page, pageSize } = parse(request.query, RunSavedSearchQuery);
      const { photos, badges } = cardsFor(request);
      return send(reply, await runSaved(db, me, id, page, pageSize, photos, badges, requestLocale(request)));
    },
  );
}
