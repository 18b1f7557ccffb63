import type { FastifyInstance, FastifyRequest } from 'fastify';
import { requestLocale } from '../../lib/request-locale.ts';
import { localNameOf } from '../../../shared/local-names.ts';
import { object } from 'superstruct';
import { send } from '../../lib/envelope.ts';
import { parse } from '../../lib/validate.ts';
import { idParam } from '../../lib/crud/list-query.ts';
import { routeDoc } from '../../lib/openapi/route-doc.ts';
import { referenceChildrenReply } from '../../../shared/schemas/reference.ts';

const religionParam = object({ religionId: idParam.schema.id });
const COLUMNS = ['id', 'name', 'nameHi', 'nameTa', 'isActive', 'sortOrder'] as const;

/** The two lookups of docs/product/api.md that filter a reference list by its parent. */
export function registerResourceExtras(app: FastifyInstance) {
  const children = async (request: FastifyRequest, table: 'caste' | 'state', parent: 'religionId' | 'countryId', parentId: number) => {
    const locale = requestLocale(request);
    const rows = await app.db
      .selectFrom(table)
      .select([...COLUMNS, parent])
      .where(parent, '=', parentId)
      .where('isActive', '=', 1)
      .orderBy('sortOrder')
      .orderBy('name')
      .execute();
    return rows.map((row) => ({ ...row, localName: localNameOf(row, locale) }));
  };

  app.get(
    '/caste-master/get-caste-master-by-religion-id/:religionId',
    {
      schema: routeDoc({
        tags: ['Reference lists'],
        summary: 'Active castes of one religion',
        access: 'public',
        params: religionParam,
        reply: referenceChildrenReply('religionId'),
      }),
      config: { publicCache: true },
    },
    async (request, reply) => {
      const { religionId } = parse(request.params, religionParam);
      return send(reply, await children(request, 'caste', 'religionId', religionId));
    },
  );
  app.get(
    '/state-master/get-state-master-by-country/:id',
    {
      schema: routeDoc({
        tags: ['Reference lists'],
        summary: 'Active states of one country',
        access: 'public',
        params: idParam,
        reply: referenceChildrenReply('countryId'),
      }),
      config: { publicCache: true },
    },
    async (request, reply) => {
      const { id } = parse(request.params, idParam);
      return send(reply, await children(request, 'state', 'countryId', id));
    },
  );
}
