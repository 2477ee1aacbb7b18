// What other features may use of the games: home's game area, and the tiles, names and launching
// the lobby builds its grid from.
export { GameArea } from './game-area';
export { GameTile } from './game-tile';
export { providerLogo } from './provider-logo';
export { useGameNames } from './use-game-names';
export { RECENT_GAMES_KEY, useLaunchGame } from './use-launch-game';
