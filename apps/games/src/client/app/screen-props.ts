import type { MessageKey } from '../i18n/translate.ts';
import type { GameSession } from './use-game-session.ts';

/** What the game window hands to the slot screen and the baccarat table. */
export interface ScreenProps {
  session: GameSession;
  notify: (text: MessageKey) => void;
  /** The top bar's help button opens the screen's own help (it knows the bet the paytable uses). */
  helpOpen: boolean;
  closeHelp: () => void;
}
