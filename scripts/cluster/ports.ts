/**
 * Where each part of a cluster listens. Instances take consecutive ports from their first one
 * (`apiInstances`: the first API instance, the second on the next port…). Every port sits below
 * Linux's ephemeral range (32768–60999): in it, any outgoing connection on the machine (a load
 * generator's, HAProxy's, a pool's) may hold the port first, and a starting instance fails with
 * EADDRINUSE, as the bench's second cluster once did.
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
  site: 28080,
  api: 28081,
  stats: 28082,
  apiInstances: 28001,
  webInstances: 28011,
  games: 28021,
  primary: 25432,
  replica: 25433,
  pgbouncer: 26432,
};

/** The ports of `count` instances from the first. */
export const instancePorts = (first: number, count: number): number[] =>
  Array.from({ length: count }, (_, index) => first + index);
