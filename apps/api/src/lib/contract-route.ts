import type { RouteContract, SuccessStatus } from '@flarescope/shared';
import type { HTTPMethods } from 'fastify';

/** What the OpenAPI document says of a route besides its shapes: the contract says only the wire. */
export type RouteDoc = {
  tags: string[];
  summary: string;
  description?: string;
  hide?: boolean;
  /** A file route's documented answer (the contract has no JSON schema for it), or a JSON route's other answers. */
  response?: Record<number, unknown>;
};

type StatusOf<C extends RouteContract> = C extends { status: infer S extends SuccessStatus } ? S : 200;

/** The Fastify schema of a contract route: its zod schemas where Fastify wants them, and the documentation. */
export type ContractSchema<C extends RouteContract> = RouteDoc &
  (C extends { params: infer P } ? { params: P } : unknown) &
  (C extends { query: infer Q } ? { querystring: Q } : unknown) &
  (C extends { body: infer B } ? { body: B } : unknown) &
  (C extends { response: infer R } ? { response: { [S in StatusOf<C>]: R } } : unknown);

/**
 * The method, URL and schema of a route from its contract in `@flarescope/shared`, to spread into
 * `app.route({ ...contractRoute(contract, doc), preHandler, handler })`: the zod type provider then types
 * the handler's params, query and body from the contract, and its answer against the contract's response.
 * Guards, hooks and `config` stay with the route.
 */
export const contractRoute = <C extends RouteContract>(
  contract: C,
  doc: RouteDoc,
): { method: HTTPMethods; url: string; schema: ContractSchema<C> } => ({
  method: contract.method,
  url: contract.path,
  schema: {
    ...doc,
    ...(contract.params ? { params: contract.params } : {}),
    ...(contract.query ? { querystring: contract.query } : {}),
    ...(contract.body ? { body: contract.body } : {}),
    ...(contract.response
      ? { response: { ...doc.response, [contract.status ?? 200]: contract.response } }
      : {}),
  } as ContractSchema<C>,
});
