/**
 * The sandbox's game as the page keeps it: a session and the players' colours, read from the
 * link (`#record=…`, formats §6, the record alone), the autosave (record and colours), a file or
 * the recent list, and kept through `keeper.ts`. A record the command line replays opens here;
 * one it refuses is refused with the same place and reason.
 */
import { EngineError, Session, loadRuleset } from '@engine/play';
// The session without The Discovery's rules: those load on demand (loadRuleset), so the sandbox
// ships them only to those who play or open a Discovery game.
import { own } from '@lib/io/names';
import { loadRulesetUi, rulesetUi } from '@lib/rulesets/registry';
import type { KeeperSpec } from '@lib/keep/keeper';
import { BOT_NAMES, type BotName } from '@engine/bots/names';
import { documentLang } from '@lib/i18n/lang';
import { coloursNamed } from '@lib/i18n/colour-names';
import { hashParam } from '@lib/io/hash';
import type { NewGameAsk } from './new-game-link';

export const STORE_KEY = 'nwc.sandbox.v1';

export interface Saved {
  record: Record<string, unknown>;
  colours: Record<string, string>;
  /** The players the computer plays, and how (absent: people play every seat). */
  seats?: Seats;
}

/** Player name → the computer player who plays that seat; players not named are people. */
export type Seats = Record<string, BotName>;

/** What the page shows: the game, each player's colour, and the seats the computer plays. */
export interface SandboxGame {
  session: Session;
  colours: Record<string, string>;
  seats?: Seats;
}

/** The rules, words and drawings of the ruleset named by this id or record format (The Discovery's load on demand). */
export async function loadGameRules(idOrFormat: unknown): Promise<void> {
  await Promise.all([loadRuleset(idOrFormat), loadRulesetUi(idOrFormat)]);
}

/**
 * A record (JSON value) as a session, its ruleset loaded first; rejects with an Error whose message names the
 * place and the reason.
 */
export async function sessionFrom(raw: unknown): Promise<Session> {
  await loadGameRules(
    raw && typeof raw === 'object' && !Array.isArray(raw) && 'format' in raw ? raw.format : undefined,
  );
  return readSession(raw);
}

/** The same, for a ruleset already loaded (the setup editor, which brings every ruleset). */
export function readSession(raw: unknown): Session {
  try {
    return Session.load(raw);
  } catch (e) {
    if (e instanceof EngineError) throw e; // its message as ever, its refusal as data (reasons.ts's reasonOf)
    throw new Error(`the game cannot be read (${e instanceof Error ? e.message : String(e)})`);
  }
}

/**
 * The new game a `#new=` address asks for (new-game-link.ts, loaded only for such an address); null when
 * none, or when its code cannot load (the page then opens as ever).
 */
export async function newGameAsking(hash: string): Promise<NewGameAsk | null> {
  if (hashParam(hash, 'new') === null) return null;
  return import('./new-game-link').then((m) => m.takeNewGameAsk()).catch(() => null);
}

/** A saved sandbox game (`{ record, colours }`). */
export async function gameFromStored(raw: unknown): Promise<SandboxGame> {
  if (!raw || typeof raw !== 'object' || Array.isArray(raw) || !('record' in raw))
    throw new Error('it is not a saved sandbox game');
  const session = await sessionFrom(raw.record);
  const given = 'colours' in raw ? raw.colours : undefined;
  const colours =
    given && typeof given === 'object' && !Array.isArray(given)
      ? Object.fromEntries(
          Object.entries(given).filter(([k, v]) => typeof v === 'string' && session.players.includes(k)),
        )
      : {};
  const seatsGiven = 'seats' in raw ? raw.seats : undefined;
  const seats: Seats =
    seatsGiven && typeof seatsGiven === 'object' && !Array.isArray(seatsGiven)
      ? Object.fromEntries(
          Object.entries(seatsGiven).filter(
            (e): e is [string, BotName] =>
              BOT_NAMES.some((b) => b === e[1]) && session.players.includes(e[0]),
          ),
        )
      : {};
  return { session, colours, seats };
}

/** A link's record: the game, with the colours its players' names say in any language (Rouge is red). */
export async function gameFromLink(raw: unknown): Promise<SandboxGame> {
  const session = await sessionFrom(raw);
  return { session, colours: coloursNamed(session.players), seats: {} };
}

export function storedGame(g: SandboxGame): Saved {
  return {
    record: g.session.save(),
    colours: g.colours,
    ...(g.seats && Object.keys(g.seats).length ? { seats: g.seats } : {}),
  };
}

/**
 * The game a player starts from with the same players, rules and seats: the record without what
 * was played or entered (its turns, its set-up position, a drawn tile, the steps to redo). The
 * keeper replaces a game equal to it without keeping it (keeper-types.ts, `blank`).
 */
export function blankGame(g: SandboxGame): SandboxGame {
  const record = g.session.save();
  const { setup: _setup, turns: _turns, session, ...rest } = record;
  const kept = session && typeof session === 'object' ? { ...session, pending: [], redo: [] } : undefined;
  return { ...g, session: readSession({ ...rest, turns: [], ...(kept ? { session: kept } : {}) }) };
}

/**
 * A set-up position with no turn played yet goes to the recent set-up positions; any other game to the recent
 * games.
 */
export function gameKind(g: SandboxGame): 'game' | 'setup' {
  const r = g.session.save();
  return r.setup !== undefined && Array.isArray(r.turns) && r.turns.length === 0 ? 'setup' : 'game';
}

export function gameSummary(g: SandboxGame): { game: string; players: { name: string; score: number }[] } {
  const s = g.session;
  return {
    game: rulesetUi(s.ruleset).game,
    players: s.players.map((name) => ({ name, score: own(s.scores, name) ?? 0 })),
  };
}

/** The game's link (formats §6); the writer loads with the first link written, after the board. */
export async function linkFor(s: Session): Promise<string> {
  const { encodePayload } = await import('@lib/io/link-payload');
  return `#record=${await encodePayload(s.save())}`;
}

/**
 * How the sandbox's games are kept (keeper.ts): where, under which names, read and written how; `page` says
 * what the page shows.
 */
export function keepingGames(
  page: Pick<KeeperSpec<SandboxGame>, 'current' | 'show' | 'notice' | 'pending'>,
): KeeperSpec<SandboxGame> {
  return {
    key: STORE_KEY,
    kind: 'game',
    noun: 'game',
    // The keeper's messages in the page's language.
    lang: documentLang(),
    hashKey: 'record',
    fromStored: gameFromStored,
    fromLink: gameFromLink,
    toStored: storedGame,
    identity: (g) => g.session.save(),
    summary: gameSummary,
    kindOf: gameKind,
    blank: blankGame,
    ...page,
  };
}
