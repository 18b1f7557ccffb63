import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Access, Operation, ResourceDef } from '../../../shared/resources.ts';
import { RESOURCES } from '../../../shared/resources.ts';
import { send } from '../envelope.ts';
import { forbidden, methodNotAllowed, notFound, unauthorized } from '../http-error.ts';
import { parse } from '../validate.ts';
import { idParam, listQueryStruct, type ListQuery } from './list-query.ts';
import { findRow, listRows } from './resource.repository.ts';
import { createRecord, deleteRecord, updateRecord, type CrudContext } from './resource.service.ts';
import type { TableColumns } from './table-columns.ts';
import { contactRateLimit } from '../rate-limits.ts';

/**
 * GET /{resource}, GET /{resource}/{id}, POST /{resource}, PUT /{resource}/{id}, DELETE /{resource}/{id}
 * for every row of the resource table, with the access classes of DESIGN §6.
 */
function gate(request: FastifyRequest, resource: ResourceDef, op: Operation): void {
  const access: Access = resource.access[op];
  if (access === 'none') throw methodNotAllowed(resource.unsupported ?? 'This operation is not available.');
  if (access === 'anyone') return;
  if (!request.auth) throw unauthorized();
  if (access === 'admin' && !request.auth.isAdmin) throw forbidden(`Only administrators can ${op === 'list' || op === 'get' ? 'see' : 'change'} ${resource.label.toLowerCase()} records.`);
}

/** For owned records, members see their own only; a foreign record answers 404 so ids reveal nothing. */
const ownerFilter = (request: FastifyRequest, resource: ResourceDef) => (resource.access.list === 'owner' && request.auth && !request.auth.isAdmin ? request.auth.userId : null);

export function registerResourceRoutes(app: FastifyInstance, columns: TableColumns) {
  const ctx = (request: FastifyRequest): CrudContext => ({ db: app.db, columns, auth: request.auth });

  for (const resource of RESOURCES) {
    const base = `/${resource.path}`;
    const tags = [resource.kind === 'reference' ? 'Reference lists' : resource.kind === 'content' ? 'Site content' : resource.kind === 'owned' ? 'Own data' : 'Administration'];
    const doc = (summary: string) => ({ schema: { tags, summary } });

    app.get(base, doc(`List ${resource.label} records (paged; search, sort and filters)`), async (request, reply) => {
      gate(request, resource, 'list');
      const query = parse(request.query, listQueryStruct(resource)) as ListQuery;
      return send(reply, await listRows(app.db, resource, query, ownerFilter(request, resource)));
    });

    app.get(`${base}/:id`, doc(`Get one ${resource.label} record`), async (request, reply) => {
      gate(request, resource, 'get');
      const { id } = parse(request.params, idParam);
      const row = await findRow(app.db, resource, id);
      const owner = ownerFilter(request, resource);
      if (!row || (owner !== null && row.userId !== owner)) throw notFound(`${resource.label} ${id} was not found.`);
      return send(reply, row);
    });

    const createOptions = resource.access.create === 'anyone' ? { ...doc(`Create a ${resource.label} record`), config: { rateLimit: contactRateLimit(app) } } : doc(`Create a ${resource.label} record`);
    app.post(base, createOptions, async (request, reply) => {
      gate(request, resource, 'create');
      if (resource.createSchema) parse(request.body, resource.createSchema);
      return send(reply, await createRecord(ctx(request), resource, request.body), 201);
    });

    app.put(`${base}/:id`, doc(`Replace a ${resource.label} record`), async (request, reply) => {
      gate(request, resource, 'update');
      const { id } = parse(request.params, idParam);
      return send(reply, await updateRecord(ctx(request), resource, id, request.body));
    });

    app.delete(`${base}/:id`, doc(`Delete a ${resource.label} record`), async (request, reply) => {
      gate(request, resource, 'delete');
      const { id } = parse(request.params, idParam);
      await deleteRecord(ctx(request), resource, id);
      return send(reply, { id, deleted: true });
    });
  }
}
