import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Operation, ResourceDef } from '../../../shared/resources.ts';
import { GENERIC_RESOURCES, hasLocalNames } from '../../../shared/resources.ts';
import { localNameOf, type Named } from '../../../shared/local-names.ts';
import { requestLocale } from '../request-locale.ts';
import { send } from '../envelope.ts';
import { forbidden, methodNotAllowed, notFound, unauthorized } from '../http-error.ts';
import { parse } from '../validate.ts';
import { idParam, listQueryStruct, type ListQuery } from './list-query.ts';
import { findRow, listRows } from './resource.repository.ts';
import { createRecord, deleteRecord, updateRecord, type CrudContext } from './resource.service.ts';
import type { ResourceHooksTable } from './hooks.ts';
import type { TableColumns } from './table-columns.ts';
import { contactRateLimit } from '../rate-limits.ts';
import { DeletedReply } from '../../../shared/schemas/reply.ts';
import { pageOfRecords, resourceBody, resourceRecord } from '../openapi/resource-schemas.ts';
import { routeDoc, type RouteAccess } from '../openapi/route-doc.ts';

/**
 * GET /{resource}, GET /{resource}/{id}, POST /{resource}, PUT /{resource}/{id}, DELETE /{resource}/{id}
 * for every row of the resource table, with the access classes of docs/product/access.md.
 */
function gate(request: FastifyRequest, resource: ResourceDef, op: Operation): void {
  const access: Access = resource.access[op];
  if (access === 'none') throw methodNotAllowed(resource.unsupported ?? 'This operation is not available.');
  if (access === 'anyone') return;
  if (!request.auth) throw unauthorized();
  if (access === 'admin' && !request.auth.isAdmin)
    throw forbidden(`Only administrators can ${op === 'list' || op === 'get' ? 'see' : 'change'} ${resource.label.toLowerCase()} records.`);
}

/** For owned records, members see their own only; a foreign record answers 404 so ids reveal nothing. */
const ownerFilter = (request: FastifyRequest, resource: ResourceDef) =>
  resource.access.list === 'owner' && request.auth && !request.auth.isAdmin ? request.auth.userId : null;

/** A row of a list named per language, with its name in the reader's language beside the stored ones. */
const withLocalName = (request: FastifyRequest, resource: ResourceDef) => {
  if (!hasLocalNames(resource)) return <T>(row: T) => row;
  const locale = requestLocale(request);
  return <T>(row: T) => ({ ...row, localName: localNameOf(row as Named, locale) });
};

export function registerResourceRoutes(app: FastifyInstance, columns: TableColumns, hooks: ResourceHooksTable) {
  const ctx = (request: FastifyRequest): CrudContext => ({ db: app.db, columns, auth: request.auth, hooks, ip: request.ip });

  for (const resource of GENERIC_RESOURCES) {
    const base = `/${resource.path}`;
    const tags = [
      resource.kind === 'reference'
        ? 'Reference lists'
        : resource.kind === 'content'
          ? 'Site content'
          : resource.kind === 'owned'
            ? 'Own data'
            : 'Administration',
    ];
    const record = resourceRecord(resource);
    // Anonymous readers are answered from kept replies (plugins/public-replies.ts): an edit of a
    // table anyone reads ends them, before the editor hears that it is done.
    const publicTable = resource.access.list === 'anyone' || resource.access.get === 'anyone';
    const changed = () => {
      if (publicTable) app.publicContentChanged();
    };
    const accessOf = (op: Operation): RouteAccess =>
      (({ anyone: 'public', member: 'member', owner: 'member', admin: 'admin', none: 'public' }) as const)[resource.access[op]];
    const doc = (summary: string, op: Operation, more: Partial<Parameters<typeof routeDoc>[0]> = {}) => ({
      schema: routeDoc({ tags, summary, access: accessOf(op), available: resource.access[op] !== 'none', ...more }),
      // Reads anyone may make are the same for every anonymous caller: validators and a shared lifetime (plugins/public-validators.ts).
      config: { publicCache: (op === 'list' || op === 'get') && resource.access[op] === 'anyone' },
    });

    app.get(
      base,
      doc(`List ${resource.label} records (paged; search, sort and filters)`, 'list', { query: listQueryStruct(resource), reply: pageOfRecords(record) }),
      async (request, reply) => {
        gate(request, resource, 'list');
        const query = parse(request.query, listQueryStruct(resource)) as ListQuery;
        const page = await listRows(app.db, resource, query, ownerFilter(request, resource));
        return send(reply, { ...page, items: page.items.map(withLocalName(request, resource)) });
      },
    );

    app.get(`${base}/:id`, doc(`Get one ${resource.label} record`, 'get', { params: idParam, reply: record }), async (request, reply) => {
      gate(request, resource, 'get');
      const { id } = parse(request.params, idParam);
      const row = await findRow(app.db, resource, id);
      const owner = ownerFilter(request, resource);
      if (!row || (owner !== null && row.userId !== owner)) throw notFound(`${resource.label} ${id} was not found.`);
      return send(reply, withLocalName(request, resource)(row));
    });

    const createDoc = doc(`Create a ${resource.label} record`, 'create', {
      body: () => resourceBody(resource, 'create'),
      reply: record,
      status: 201,
      errors: resource.access.create === 'anyone' ? [429] : [],
    });
    const createOptions = resource.access.create === 'anyone' ? { ...createDoc, config: { ...createDoc.config, rateLimit: contactRateLimit(app) } } : createDoc;
    app.post(base, createOptions, async (request, reply) => {
      gate(request, resource, 'create');
      if (resource.createSchema) parse(request.body, resource.createSchema);
      const created = await createRecord(ctx(request), resource, request.body);
      changed();
      return send(reply, created, 201);
    });

    app.put(
      `${base}/:id`,
      doc(`Replace a ${resource.label} record`, 'update', { params: idParam, body: () => resourceBody(resource, 'update'), reply: record, errors: [409] }),
      async (request, reply) => {
        gate(request, resource, 'update');
        const { id } = parse(request.params, idParam);
        const updated = await updateRecord(ctx(request), resource, id, request.body);
        changed();
        return send(reply, updated);
      },
    );

    app.delete(
      `${base}/:id`,
      doc(`Delete a ${resource.label} record`, 'delete', { params: idParam, reply: DeletedReply, errors: [409] }),
      async (request, reply) => {
        gate(request, resource, 'delete');
        const { id } = parse(request.params, idParam);
        await deleteRecord(ctx(request), resource, id);
        changed();
        return send(reply, { id, deleted: true });
      },
    );
  }
}
