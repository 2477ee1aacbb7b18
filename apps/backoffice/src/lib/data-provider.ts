import type {
  CreateParams,
  DataProvider,
  DeleteParams,
  GetListParams,
  GetManyParams,
  GetManyReferenceParams,
  GetOneParams,
  Identifier,
  RaRecord,
  UpdateParams,
} from 'react-admin';
import type { EndpointName } from '@haneul/contract';
import type { EndpointInput } from '@haneul/contract/client';
import { type ApiClient, isEndpointName } from './api-client';

type Operation = 'list' | 'get' | 'create' | 'update' | 'delete';

/**
 * react-admin resource name → the contract's endpoints: a prefix whose operations follow the
 * table's naming (`casino-games` → `casinoGames.list`, `.get`...), or the names one by one where
 * they do not (`agent.members`, `agent.createCode`).
 */
export type ResourceTable = Record<string, string | Partial<Record<Operation, EndpointName>>>;

/** The data provider plus the API's own verbs, for screens that act beyond create/update/delete. */
export interface HaneulDataProvider extends DataProvider {
  call: ApiClient['call'];
  download: ApiClient['download'];
}

type ListAnswer = { data: Array<Record<string, unknown>>; total: number };

/** Rows by day (reports, commission) carry no id: the day is their identity. */
function withId(row: Record<string, unknown>): Record<string, unknown> {
  return row.id === undefined && typeof row.day === 'string' ? { ...row, id: row.day } : row;
}

/**
 * react-admin's data provider over the contract's endpoint table: `getList('deposits')` is
 * `deposits.list` with `page`, `perPage`, `sort`, `order` and the filters in the query string;
 * `getOne` is `.get`, `create` `.create`, `update` `.update`, `delete` `.delete`. Every API answer is
 * already react-admin's shape (`{ data, total }` or `{ data }`), checked against the contract.
 */
export function createDataProvider(client: ApiClient, resources: ResourceTable): HaneulDataProvider {
  const endpointOf = (resource: string, operation: Operation): EndpointName => {
    const entry = resources[resource] ?? resource;
    const name = typeof entry === 'string' ? `${entry}.${operation}` : entry[operation];
    if (!name || !isEndpointName(name)) throw new Error(`no ${operation} endpoint for resource ${resource}`);
    return name;
  };
  // The contract checked the answer; react-admin's generics only name the record type the screen expects.
  const one = async <R extends RaRecord>(resource: string, operation: Operation, input: EndpointInput) =>
    (await client.send(endpointOf(resource, operation), input)) as { data: R };
  const list = async <R extends RaRecord>(resource: string, input: EndpointInput) => {
    const answer = (await client.send(endpointOf(resource, 'list'), input)) as ListAnswer;
    return { data: answer.data.map(withId) as R[], total: answer.total };
  };
  const idParams = (id: Identifier) => ({ id: String(id) });

  return {
    supportAbortSignal: true,
    async getList<R extends RaRecord>(resource: string, { pagination, sort, filter, signal }: GetListParams) {
      const query = {
        ...filter,
        page: pagination?.page,
        perPage: pagination?.perPage,
        sort: sort?.field,
        order: sort?.order,
      };
      return list<R>(resource, { query, signal });
    },
    async getOne<R extends RaRecord>(resource: string, { id, signal }: GetOneParams) {
      return one<R>(resource, 'get', { params: idParams(id), signal });
    },
    async getMany<R extends RaRecord>(resource: string, { ids, signal }: GetManyParams) {
      // References name a handful of records at most: one request each keeps the API small.
      const records = await Promise.all(
        ids.map((id) => one<R>(resource, 'get', { params: idParams(id), signal })),
      );
      return { data: records.map((record) => record.data) };
    },
    async getManyReference<R extends RaRecord>(
      resource: string,
      { target, id, pagination, sort, filter, signal }: GetManyReferenceParams,
    ) {
      const query = {
        ...filter,
        [target]: id,
        page: pagination.page,
        perPage: pagination.perPage,
        sort: sort.field,
        order: sort.order,
      };
      return list<R>(resource, { query, signal });
    },
    async create<R extends RaRecord>(resource: string, { data }: CreateParams) {
      return one<R>(resource, 'create', { body: data });
    },
    async update<R extends RaRecord>(resource: string, { id, data }: UpdateParams) {
      return one<R>(resource, 'update', { params: idParams(id), body: data });
    },
    async updateMany(resource, { ids, data }) {
      await Promise.all(ids.map((id) => one(resource, 'update', { params: idParams(id), body: data })));
      return { data: ids };
    },
    async delete<R extends RaRecord>(resource: string, { id }: DeleteParams) {
      return one<R>(resource, 'delete', { params: idParams(id) });
    },
    async deleteMany(resource, { ids }) {
      await Promise.all(ids.map((id) => one(resource, 'delete', { params: idParams(id) })));
      return { data: ids };
    },
    call: client.call,
    download: client.download,
  };
}
