/**
 * The Discovery's worked examples (content/examples/discovery/*.json, formats §8): the
 * position before the last turn, after it, and what the engine gives. Read at build time; the
 * tests replay the same files (tests/engine/example-harness.ts).
 */
import { DiscoveryGame, EngineError } from '@engine/index';
import type { DiscoveryEvent, DiscoveryRecord, DiscoveryTurn } from '@engine/index';
import type { DiscoveryBoardData } from '@lib/board/discovery-drawing';
import type { ExampleFile } from './example-schema';
import { discoveryRoleName } from '@lib/replay/event-text';
import type { Lang } from '@lib/i18n/lang';
import { discoveryRoleFr, playerFr, spotWordsFr } from '@lib/i18n/narration-fr';

export function discoveryBoardData(
  g: DiscoveryGame,
  highlight?: { x: number; y: number },
): DiscoveryBoardData {
  return {
    tiles: g.tiles.map((t) => ({ type: g.tileType(t.tile).def, x: t.x, y: t.y, rotation: t.rotation })),
    figures: g.figures,
    players: [...g.players],
    highlight,
  };
}

export interface DiscoveryOutcome {
  before: DiscoveryBoardData;
  after: DiscoveryBoardData | null;
  events: DiscoveryEvent[];
  scores: Record<string, number>;
  /**
   * The engine's refusal of the last turn: its message (for tool builders), and the error with its reason as
   * data (for players' words).
   */
  refusal?: string;
  error?: EngineError;
  deployOptions?: { role: string; at: string }[];
  /** Figures left on the board with what they would score now and at game end. */
  figures: { player: string; role: string; x: number; y: number; now: number; atEnd: number }[];
  player?: string;
  last?: DiscoveryTurn;
}

export function discoveryOutcome(file: ExampleFile): DiscoveryOutcome {
  const record = file as unknown as DiscoveryRecord & { expect?: { deployOptions?: unknown } };
  const turns = record.turns ?? [];
  const head = { ...record, turns: turns.slice(0, -1), finish: false };
  const g = DiscoveryGame.fromRecord(head);
  const before = discoveryBoardData(g);
  const last = turns[turns.length - 1];
  const start = g.events.length;
  if (!last) {
    if (record.finish) g.finish();
    return {
      before,
      after: record.finish ? discoveryBoardData(g) : null,
      events: g.events.slice(start),
      scores: g.scores,
      figures: g.figureValues(),
    };
  }
  const player = g.currentPlayer;
  let deployOptions: DiscoveryOutcome['deployOptions'];
  if (record.expect?.deployOptions && !last.discard) {
    const probe = DiscoveryGame.fromRecord(head);
    probe.place(last.tile, { x: last.x, y: last.y, rotation: last.rotation ?? 0 });
    deployOptions = probe.deployOptions().map((o) => ({ role: o.role, at: o.at }));
  }
  try {
    g.play(last, `turns[${turns.length - 1}]`);
  } catch (error) {
    if (!(error instanceof EngineError)) throw error;
    return {
      before,
      after: null,
      events: [],
      scores: g.scores,
      refusal: error.message,
      error,
      deployOptions,
      player,
      last,
      figures: g.figureValues(),
    };
  }
  const figures = g.figureValues();
  if (record.finish) g.finish();
  const highlight = last.discard ? undefined : { x: last.x, y: last.y };
  return {
    before,
    after: discoveryBoardData(g, highlight),
    events: g.events.slice(start),
    scores: g.scores,
    deployOptions,
    player,
    last,
    figures,
  };
}

/** The last turn in words (in the page's language; English by default). */
export function discoveryTurnText(
  player: string | undefined,
  last: DiscoveryTurn | undefined,
  lang: Lang = 'en',
): string {
  if (lang === 'fr') return discoveryTurnTextFr(player, last);
  if (!last) return 'No tile is placed: the game goes straight to the final scoring.';
  if (last.discard) return `${player} draws tile ${last.tile}, which fits nowhere, and puts it aside.`;
  const at =
    `${player} places tile ${last.tile} at ` +
    `(${last.x}, ${last.y})${last.rotation ? `, turned ${last.rotation}°` : ''}`;
  const parts: string[] = [];
  if (last.figure)
    parts.push(
      `puts a figure${last.figure.role ? ` as ${discoveryRoleName(last.figure.role)}` : ''} on ` +
        `its ${last.figure.at} side`,
    );
  if (last.withdraw)
    parts.push(
      `takes back the figure on the tile at (${last.withdraw.x}, ${last.withdraw.y}) to score its region`,
    );
  return `${at}${parts.length ? ` and ${parts.join(' and ')}` : ''}.`;
}

/**
 * The last turn in French: « Rouge pose la tuile D5 en (1, 0), tournée de 90°, et y met un pion comme marin,
 * sur son côté est. »
 */
function discoveryTurnTextFr(player: string | undefined, last: DiscoveryTurn | undefined): string {
  if (!last) return 'Aucune tuile n’est posée : la partie passe directement au décompte final.';
  const who = player ? playerFr(player) : 'Le joueur';
  if (last.discard) return `${who} pioche la tuile ${last.tile}, qui ne va nulle part, et la met de côté.`;
  const at =
    `${who} pose la tuile ${last.tile} en ` +
    `(${last.x}, ${last.y})${last.rotation ? `, tournée de ${last.rotation}°` : ''}`;
  const parts: string[] = [];
  if (last.figure)
    parts.push(
      `y met un pion${last.figure.role ? ` comme ${discoveryRoleFr(last.figure.role)}` : ''} ` +
        `sur ${spotWordsFr(last.figure.at)}`,
    );
  if (last.withdraw)
    parts.push(
      `reprend le pion de la tuile en (${last.withdraw.x}, ${last.withdraw.y}) pour décompter sa région`,
    );
  return `${at}${parts.length ? `, et ${parts.join(' et ')}` : ''}.`;
}
