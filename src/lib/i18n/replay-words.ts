/**
 * The words of the example replay island (src/components/replay/ExampleReplay.svelte), in each
 * language. The page hands them to the island as a prop (src/components/Replay.astro), so the
 * island's script holds no words of its own and a page carries only its own language's.
 */
import type { Lang } from './lang';
import { playerFr } from './narration-fr';
import { firstBoardWords, type FirstBoardWords } from './board-words';

export interface ReplayWords {
  replay: string;
  /** A colon after a label, as the language writes it. */
  colon: string;
  ourDefault: string;
  noChange: string;
  noLonger: string;
  now: string;
  withReading: string;
  boardAt: string;
  whoHolds: string;
  pointHint: string;
  controls: string;
  toStart: string;
  start: string;
  back: string;
  step: string;
  forward: string;
  toEnd: string;
  end: string;
  refused: string;
  theRule: string;
  scoresAt: string;
  endsRefused: string;
  ends: string;
  open: string;
  schematic: string;
  /** Player names as shown (colours in the page's language). */
  names: Record<string, string>;
  /** The board's words its first paint shows, until the island has the board's whole words (board-words.ts). */
  board: FirstBoardWords;
}

const en: Omit<ReplayWords, 'names' | 'board'> = {
  replay: 'Replay',
  colon: ': ',
  ourDefault: ' (our default)',
  noChange: ' (no change)',
  noLonger: 'No longer: ',
  now: 'Now: ',
  withReading: 'With “{reading}”: ',
  boardAt: '{name}: board at step {at} of {of}',
  whoHolds: 'Who holds what',
  pointHint: 'Point at a tile or a piece on the board, or focus a piece here.',
  controls: 'Replay controls',
  toStart: 'Back to the start',
  start: 'Start',
  back: '◀ Back',
  step: 'Step {at} of {of}',
  forward: 'Forward ▶',
  toEnd: 'To the end',
  end: 'End',
  refused: 'Refused.',
  theRule: 'The rule',
  scoresAt: 'Scores at this step',
  endsRefused: 'How it ends: refused. ',
  ends: 'How it ends: ',
  open: 'Open in the sandbox',
  schematic: 'Schematic tiles, drawn from our own data.',
};

const fr: Omit<ReplayWords, 'names' | 'board'> = {
  replay: 'Rejouer',
  colon: ' : ',
  ourDefault: ' (notre choix par défaut)',
  noChange: ' (inchangé)',
  noLonger: 'Plus maintenant : ',
  now: 'Désormais : ',
  withReading: 'Avec « {reading} » : ',
  boardAt: '{name} : plateau à l’étape {at} sur {of}',
  whoHolds: 'Qui tient quoi',
  pointHint: 'Pointez une tuile ou une pièce sur le plateau, ou placez le focus sur une pièce ici.',
  controls: 'Commandes de la relecture',
  toStart: 'Revenir au début',
  start: 'Début',
  back: '◀ Retour',
  step: 'Étape {at} sur {of}',
  forward: 'Suivant ▶',
  toEnd: 'Aller à la fin',
  end: 'Fin',
  refused: 'Refusé.',
  theRule: 'La règle',
  scoresAt: 'Scores à cette étape',
  endsRefused: 'Comment ça finit : refusé. ',
  ends: 'Comment ça finit : ',
  open: 'Ouvrir dans le bac à sable',
  schematic: 'Tuiles schématiques, dessinées à partir de nos propres données.',
};

/** The replay's words in `lang`, with `players`' names as shown. */
export function replayWords(lang: Lang, players: readonly string[]): ReplayWords {
  const names = Object.fromEntries(players.map((p) => [p, lang === 'fr' ? playerFr(p) : p]));
  return { ...(lang === 'fr' ? fr : en), names, board: firstBoardWords(lang) };
}
