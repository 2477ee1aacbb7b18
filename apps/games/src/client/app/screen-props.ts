import type { MessageKey } from '../i18n/translate.ts';
import type { GameSession } from './use-game-session.ts';

/** What the game window hands to each game's screen. */
export interface ScreenProps {
  session: GameSession;
  /** The game's name in the window's language. */
  gameName: string;
  notify: (text: MessageKey) => void;
  /** The top bar's help button opens the screen's own help (it knows the bet the paytable uses). */
  helpOpen: boolean;
  closeHelp: () => void;
}
