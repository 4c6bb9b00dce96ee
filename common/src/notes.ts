import { formatMessage, isMessageKey, type Lang, type MessageKey } from './messages';

/**
 * A text of ours kept in a record to be read later (how a run ended, an attempt nobody answered): its message key
 * and values, stored language-neutral and put in words in the reader's language when read.
 */
export interface Note {
  key: MessageKey;
  params?: Record<string, string | number>;
}

/** The note in `lang`; a key this version does not know is shown as it is. */
export function noteText(note: Note, lang: Lang): string {
  return isMessageKey(note.key) ? formatMessage(note.key, lang, note.params) : note.key;
}
