/** What other modules may use from the catalogue: the wallet protocol resolves game tokens with it. */
export { findGameSession, type GameSession } from './game-session.queries.ts';
