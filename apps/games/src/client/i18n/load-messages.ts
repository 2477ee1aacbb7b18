import type { TGameLang } from '../../protocol/round-api.ts';
import { MESSAGE_FILES } from './langs.ts';
import type { MessageTree } from './translate.ts';

// One lazy chunk per language: a player downloads only the messages of the language they read.
const files = import.meta.glob<MessageTree>('../messages/*.json', { import: 'default' });

/** The message tree of a language. */
export async function loadMessages(lang: TGameLang): Promise<MessageTree> {
  const load = files[`../messages/${MESSAGE_FILES[lang]}.json`];
  if (!load) throw new Error(`no messages for ${lang}`);
  return load();
}
