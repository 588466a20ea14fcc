/** Small words about figures, shared by the board (which must stay light) and the models. */
import { own } from '@lib/io/names';
const ROLE_INITIAL: Record<string, string> = {
  shopkeeper: 's',
  robber: 'r',
  trapper: 't',
  farmer: 'f',
  explorer: 'e',
  thief: 't',
  sailor: 's',
};

/** "a shopkeeper", "an explorer". */
export function withArticle(word: string): string {
  return `${/^[aeiou]/i.test(word) ? 'an' : 'a'} ${word}`;
}

export function roleInitial(role: string): string {
  return own(ROLE_INITIAL, role) ?? '';
}
