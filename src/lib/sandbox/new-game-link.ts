/**
 * A link asking the sandbox for a new game against the computer (`/sandbox/#new=expert&game=discovery`,
 * from a lesson's end): which game, which computer player. Loaded only when the address holds `new=`.
 */
import { hashParam } from '@lib/io/hash';
import { BOT_NAMES, type BotName } from '@engine/bots/names';

/**
 * A new game a link asks for (`#new=expert&game=discovery`, from a lesson's end): the form opens with a
 * person against that computer player.
 */
export interface NewGameAsk {
  ruleset: 'new-world' | 'discovery';
  against: BotName;
}

/** The games the new-game form offers. */
const NEW_GAMES = ['new-world', 'discovery'] as const;

/** The new game `hash` asks for, or null (no `new=`, or one naming no computer player: the page opens as ever). */
export function newGameAsked(hash: string): NewGameAsk | null {
  const against = BOT_NAMES.find((b) => b === hashParam(hash, 'new'));
  if (!against) return null;
  const game = hashParam(hash, 'game');
  return { ruleset: NEW_GAMES.find((r) => r === game) ?? 'new-world', against };
}

/**
 * The new game the address asks for, taken off the address when it holds no game (a reload then opens the
 * page as ever).
 */
export function takeNewGameAsk(): NewGameAsk | null {
  const asked = newGameAsked(location.hash);
  if (asked && hashParam(location.hash, 'record') === null)
    history.replaceState(null, '', location.pathname + location.search);
  return asked;
}
