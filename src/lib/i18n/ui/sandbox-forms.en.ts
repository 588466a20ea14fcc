/**
 * The sandbox's two forms in English: a new game, and the setup editor (a position built for a
 * dispute). Part of the sandbox's words (sandbox.en.ts); the French are sandbox-forms.fr.ts.
 */
import NUMBER from './number.en';

/** What a player puts down, as a ruleset's descriptor names it (src/lib/rulesets: `piece`). */
export type PieceKind = 'settler' | 'figure';
const piece: Record<PieceKind, string> = { settler: 'settler', figure: 'figure' };
const Piece: Record<PieceKind, string> = { settler: 'Settler', figure: 'Figure' };

const words = {
  newGame: {
    title: 'New game',
    game: 'Game',
    newWorld: 'Carcassonne: New World',
    discovery: 'The Discovery',
    expert: 'Expert variant: each player holds two tiles face up and chooses which to play',
    players: 'Players (2–5), in turn order',
    name: (i: number) => `Name of player ${i}`,
    colour: 'Colour',
    /** A colour's name as the list shows it (the value stays the colour's id). */
    colourName: (colour: string) => colour,
    /** A new player's name, from the colour they take (the colour's name in the page's language), kept as the name. */
    shownName: (name: string) => name,
    playedBy: 'Played by',
    person: 'A person',
    beginner: 'The computer, beginner',
    strong: 'The computer, strong',
    expertBot: 'The computer, expert (plans ahead)',
    removeLabel: (i: number) => `Remove player ${i}`,
    remove: 'Remove',
    add: 'Add a player',
    seed: 'Seed of the box (the same seed deals the same tiles)',
    start: 'Start',
    cancel: 'Cancel',
    noName: 'Every player needs a name.',
    sameName: 'Two players have the same name.',
    badSeed: 'The seed must be a whole number, 0 or more.',
  },
  setup: {
    /** The scores' and surveyors' number fields. */
    number: NUMBER,
    title: 'Set up a position',
    /** `startBoard`: the ruleset's (src/lib/rulesets), a printed start board and its surveyors, or a start tile. */
    intro: (startBoard: boolean) =>
      'Put tiles where they match their neighbours ' +
      `(they need not touch the ${startBoard ? 'start board' : 'start tile'}), ` +
      `then settlers, ${startBoard ? 'the surveyors and ' : ''}the scores. Then play on from it, or ask what scores.`,
    tile: 'Tile',
    turned: 'Turned',
    board: 'Position being set up',
    fits: ': the tile fits here',
    cannotGo: (tile: string, where: string, why: string) => `Tile ${tile} cannot go at ${where}: ${why}`,
    put: (tile: string, where: string, kind: PieceKind) =>
      `Tile ${tile} put at ${where}. Choose a ${piece[kind]} for it below if one stands there.`,
    cannotStand: (kind: PieceKind, why: string) => `That ${piece[kind]} cannot stand there: ${why}`,
    set: (kind: PieceKind) => `${Piece[kind]} set.`,
    none: (kind: PieceKind) => `No ${piece[kind]} on that tile.`,
    removeRefused: (why: string) => `Removing it leaves a position the rules refuse: ${why}`,
    removed: 'Tile removed.',
    notYet: (why: string) => `Not a valid position yet: ${why}`,
    cannotPlay: (why: string) => `This position cannot be played: ${why}`,
    fixNumber: (what: string) => `Fix this number first: ${what}.`,
    pieceOn: (kind: PieceKind, tile: string, where: string) => `${Piece[kind]} on tile ${tile} at ${where}`,
    noPiece: 'none',
    option: (player: string, role: string, at: string) => `${player}: ${role} on ${at}`,
    removeTile: 'Remove this tile',
    surveyor: (i: number) => `Surveyor ${i} in column`,
    score: (player: string) => `${player}'s score`,
    play: 'Play from this position',
    cancel: 'Cancel',
  },
};

export type SandboxFormsWords = typeof words;
export default words;
