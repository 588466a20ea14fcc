/**
 * The sandbox's two forms in English: a new game, and the setup editor (a position built for a
 * dispute). Part of the sandbox's words (sandbox.en.ts); the French are sandbox-forms.fr.ts.
 */
import NUMBER from './number.en';

const piece = (nw: boolean) => (nw ? 'settler' : 'figure');
const Piece = (nw: boolean) => (nw ? 'Settler' : 'Figure');

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
    intro: (nw: boolean) =>
      `Put tiles where they match their neighbours (they need not touch the ${nw ? 'start board' : 'start tile'}), then settlers, ${nw ? 'the surveyors and ' : ''}the scores. Then play on from it, or ask what scores.`,
    tile: 'Tile',
    turned: 'Turned',
    board: 'Position being set up',
    fits: ': the tile fits here',
    cannotGo: (tile: string, where: string, why: string) => `Tile ${tile} cannot go at ${where}: ${why}`,
    put: (tile: string, where: string, nw: boolean) =>
      `Tile ${tile} put at ${where}. Choose a ${piece(nw)} for it below if one stands there.`,
    cannotStand: (nw: boolean, why: string) => `That ${piece(nw)} cannot stand there: ${why}`,
    set: (nw: boolean) => `${Piece(nw)} set.`,
    none: (nw: boolean) => `No ${piece(nw)} on that tile.`,
    removeRefused: (why: string) => `Removing it leaves a position the rules refuse: ${why}`,
    removed: 'Tile removed.',
    notYet: (why: string) => `Not a valid position yet: ${why}`,
    cannotPlay: (why: string) => `This position cannot be played: ${why}`,
    fixNumber: (what: string) => `Fix this number first: ${what}.`,
    pieceOn: (nw: boolean, tile: string, where: string) => `${Piece(nw)} on tile ${tile} at ${where}`,
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
