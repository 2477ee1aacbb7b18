import { serverCall } from '../../lib/server-call';

/**
 * What /sport is first rendered with, fetched on the server in parallel: the catalogue's sports,
 * the matches in play and those to come, and when (the browser keeps them fresh from there).
 */
export async function loadSport() {
  const [sports, inPlay, upcoming] = await Promise.all([
    serverCall('get-sport-setting', {}),
    serverCall('get-sport-events', { inPlay: true }),
    serverCall('get-sport-events', { inPlay: false }),
  ]);
  const at = Date.now();
  return {
    sports: sports?.sport ?? [],
    inPlay: { data: inPlay?.events ?? null, at },
    upcoming: { data: upcoming?.events ?? null, at },
  };
}
