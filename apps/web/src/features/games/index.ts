// What other features may use of the games: home's game area, and the tiles, names and launching
// the lobby builds its grid from (the sport tiles lead to the sportsbook).
export { GameArea } from './game-area';
export { GameTile } from './game-tile';
export { SportTiles } from './sport-tiles';
export { providerLogo } from './provider-logo';
export { useGameNames } from './use-game-names';
export { RECENT_GAMES_KEY, useLaunchGame, type LaunchTarget } from './use-launch-game';
