/**
 * Where each part of a cluster listens. Instances take consecutive ports from their first one
 * (`apiInstances`: the first API instance, the second on the next port…).
 */
export interface ClusterPorts {
  /** HAProxy: the member site, the API (and the back office it serves), the stats page. */
  site: number;
  api: number;
  stats: number;
  apiInstances: number;
  webInstances: number;
  games: number;
  primary: number;
  replica: number;
  pgbouncer: number;
}

/** `npm run cluster`'s ports (the storm test uses others, so both can run on one machine). */
export const CLUSTER_PORTS: ClusterPorts = {
  site: 48080,
  api: 48081,
  stats: 48082,
  apiInstances: 48001,
  webInstances: 48011,
  games: 48021,
  primary: 55432,
  replica: 55433,
  pgbouncer: 56432,
};

/** The ports of `count` instances from the first. */
export const instancePorts = (first: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => first + index);
