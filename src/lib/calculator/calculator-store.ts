/**
 * The calculator's tally as the page keeps it: checked by the engine (a tally the command line
 * scores opens; one it refuses is refused with the same place and reason), completed with the
 * empty lists the editors need, renamed or trimmed player by player, and kept (autosave, link,
 * recent list) through `keeper.ts`.
 */
import { encodePayload } from '@lib/io/link-payload';
import { own } from '@lib/io/names';
import { TALLIES, type Tally } from '@lib/rulesets/tallies';
import { COLOURS, COLOUR_NAMES, colourNamed } from '@lib/i18n/colour-names';
import type { Lang } from '@lib/i18n/lang';
import { GAME_OF, headline, headlineWords, scoreAnyTally } from './tally-score';
import { headlineAt } from './headline';
import VERDICT_EN from '@lib/i18n/ui/verdict.en';
import type { Headline } from '@lib/rulesets/tallies';

export const CALC_KEY = 'nwc.calculator.v1';
/** The five colours a player may take (named in any language: src/lib/i18n/colour-names.ts). */
export { COLOURS } from '@lib/i18n/colour-names';

type Json = Record<string, unknown>;

/** A new tally's players, named in the page's language: Red and Blue, or Rouge and Bleu. */
export function firstPlayers(lang: Lang): string[] {
  return [COLOUR_NAMES[lang][0], COLOUR_NAMES[lang][3]];
}

export type { Tally };

/**
 * Each player's colour as shown, in turn order: the colour chosen (kept in the tally's `colours`),
 * else the one the name says ("Blue", "Rouge"), else the i-th of the five: how a tally without
 * colours (an old link, a file, content/tallies/) has always been shown.
 */
export function shownColours(t: Pick<Tally, 'players' | 'colours'>): string[] {
  return t.players.map((p, i) => own(t.colours, p) ?? colourNamed(p) ?? COLOURS[i % COLOURS.length]);
}

/**
 * The tally with every player's colour written in `colours`, as shown now, so that no rename,
 * player added or removed can change another's (a colour shown twice, which only a tally made
 * before colours were kept can do, stays with the first; the other takes the first one free).
 */
export function pinColours(t: Tally): Tally {
  const held = new Set<string>();
  const shown = shownColours(t).map((c) => (held.has(c) ? '' : (held.add(c), c)));
  const colours = shown.map(
    (c) =>
      c ||
      (() => {
        const free = COLOURS.find((x) => !held.has(x)) ?? COLOURS[0];
        held.add(free);
        return free;
      })(),
  );
  return { ...t, colours: Object.fromEntries(t.players.map((p, i) => [p, colours[i]])) };
}

/**
 * Player `p` takes colour `c`; the player who had it takes `p`'s (named in `swapped`, with the colour they
 * now have).
 */
export function chooseColour(
  t: Tally,
  p: string,
  c: string,
): { tally: Tally; swapped?: { with: string; now: string } } {
  const pinned = pinColours(t);
  const mine = own(pinned.colours, p) ?? c;
  const other = pinned.players.find((q) => q !== p && own(pinned.colours, q) === c);
  const colours = Object.fromEntries(
    pinned.players.map((q) => [q, q === p ? c : q === other ? mine : (own(pinned.colours, q) ?? c)]),
  );
  return {
    tally: { ...pinned, colours },
    ...(other !== undefined && mine !== c ? { swapped: { with: other, now: mine } } : {}),
  };
}

/**
 * A player joins: every colour pinned first, the newcomer takes the first colour nobody has and is
 * named after it in `lang` (or `fallback` when that name is taken, or all five colours are).
 */
export function joinColour(t: Tally, lang: Lang, fallback: string): { tally: Tally; name: string } {
  const pinned = pinColours(t);
  const held = new Set(Object.values(pinned.colours ?? {}));
  const i = COLOURS.findIndex((c) => !held.has(c));
  const said = i < 0 ? null : COLOUR_NAMES[lang][i];
  const name =
    said && !pinned.players.some((p) => p === said || colourNamed(p) === COLOURS[i]) ? said : fallback;
  return {
    tally:
      i < 0
        ? pinned
        : { ...pinned, colours: { ...pinned.colours, ...Object.fromEntries([[name, COLOURS[i]]]) } },
    name,
  };
}

/**
 * The end of the game is marked entered: the tally is a final one (Conquest's always is) and does
 * not say `ended: false`, which the page writes when Game end is chosen and clears when the player
 * ticks "The final scoring is all entered". A tally without `ended` (an old link, a file) reads as
 * it always did: final is the end.
 */
export const endEntered = (t: Tally, final: boolean): boolean => final && t.ended !== false;

const obj = (v: unknown): v is Json => !!v && typeof v === 'object' && !Array.isArray(v);

/**
 * A tally the engine accepts, as the editors need it: the same scores, with every list and map
 * the formats let a file leave out filled in empty, and colours that are not one of the five
 * dropped. Throws the engine's error (naming the place) for a tally it refuses.
 */
export function completeTally(raw: unknown): Tally {
  scoreAnyTally(raw);
  const t = structuredClone(raw) as Tally;
  if (!obj(t.scores)) t.scores = {};
  if (t.colours !== undefined) {
    const c = obj(t.colours) ? t.colours : {};
    const kept = Object.entries(c).filter(([p, v]) => t.players.includes(p) && COLOURS.some((c) => c === v));
    if (kept.length) t.colours = Object.fromEntries(kept);
    else delete t.colours;
  }
  TALLIES[t.format].complete(t);
  return t;
}

/**
 * A tally as read from a link, a file, storage or the recent list. Async with nothing to await: a
 * tally it refuses rejects the promise (the keeper's fromStored and fromLink) rather than throwing.
 */
// eslint-disable-next-line @typescript-eslint/require-await -- a refused tally rejects the promise (above)
export async function readTally(raw: unknown): Promise<Tally> {
  return completeTally(raw);
}

/**
 * The tally a player starts from for the same game, players and choices (rule options, colours,
 * the moment: during play or game end): nothing counted, no card, no region, no figure. A tally
 * equal to it is replaced without being kept (keeper-types.ts, `blank`); any entry, a Race card
 * in hand or a Conquest nation's figure included, makes it worth keeping.
 */
export function blankTally(t: Tally): Tally {
  const keep = Object.fromEntries(
    ['options', 'colours', 'final', 'ended'].filter((k) => t[k] !== undefined).map((k) => [k, t[k]]),
  );
  return completeTally({ ...TALLIES[t.format].empty([...t.players]), ...keep });
}

/** The game, players and totals of a tally, for the recent list. */
export function tallySummary(t: Tally): {
  game: string;
  players: { name: string; score: number }[];
  winner?: string;
  headline?: Headline;
} {
  try {
    const r = scoreAnyTally(t);
    const said = r.winners.length ? headlineAt(headline(r), endEntered(t, r.final)) : undefined;
    return {
      game: GAME_OF[t.format],
      players: r.players.map((p) => ({ name: p.name, score: p.score })),
      ...(said ? { winner: headlineWords(said, VERDICT_EN, (n) => n), headline: said } : {}),
    };
  } catch {
    return {
      game: GAME_OF[t.format] ?? 'Tally',
      players: t.players.map((name) => ({ name, score: own(t.scores, name) ?? 0 })),
    };
  }
}

export async function tallyLink(tally: unknown): Promise<string> {
  return `#tally=${await encodePayload(tally)}`;
}

/** A copy of map `m` with the key `from` renamed to `to` (or dropped when `to` is null); other keys kept in order. */
const rekey = (m: unknown, from: string, to: string | null): unknown => {
  if (!obj(m)) return m;
  return Object.fromEntries(
    Object.entries(m).flatMap(([k, v]) => (k === from ? (to === null ? [] : [[to, v]]) : [[k, v]])),
  );
};

/** Rename a player everywhere a tally names them (formats §4, §7). */
export function renamePlayer(t: Json, from: string, to: string): Json {
  return rewrite(t, from, to);
}
/** Remove a player and everything counted for them. */
export function dropPlayer(t: Json, name: string): Json {
  return rewrite(t, name, null);
}

function rewrite(t: Json, from: string, to: string | null): Json {
  const out: Json = {
    ...t,
    players: (t.players as string[]).flatMap((p) => (p === from ? (to === null ? [] : [to]) : [p])),
  };
  if (t.scores) out.scores = rekey(t.scores, from, to);
  if (t.hands) out.hands = rekey(t.hands, from, to);
  if (t.colours) out.colours = rekey(t.colours, from, to);
  if (t.nations) out.nations = rekey(t.nations, from, to);
  if (t.conqueror === from) {
    if (to === null) delete out.conqueror;
    else out.conqueror = to;
  }
  if (Array.isArray(t.features))
    out.features = (t.features as Json[]).map((f) => ({
      ...f,
      settlers: rekey(f.settlers, from, to),
      ...(f.surveyors ? { surveyors: rekey(f.surveyors, from, to) } : {}),
      ...(f.bonusSettlers ? { bonusSettlers: rekey(f.bonusSettlers, from, to) } : {}),
    }));
  if (Array.isArray(t.regions))
    out.regions = (t.regions as Json[]).map((r) => ({ ...r, markers: rekey(r.markers, from, to) }));
  if (Array.isArray(t.figures))
    out.figures = (t.figures as Json[]).flatMap((f) =>
      f.player === from ? (to === null ? [] : [{ ...f, player: to }]) : [f],
    );
  return out;
}

/** Set a count in a map by player name (in place of the old one, else at the end), dropping it at 0. */
export function setCount(
  m: Record<string, number> | undefined,
  name: string,
  n: number,
): Record<string, number> {
  const entries = Object.entries(m ?? {});
  const had = entries.some(([k]) => k === name);
  const next = had
    ? entries.map(([k, v]): [string, number] => [k, k === name ? n : v])
    : [...entries, [name, n] as [string, number]];
  return Object.fromEntries(next.filter(([, v]) => v > 0));
}
