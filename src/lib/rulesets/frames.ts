/**
 * Each ruleset's table frame on the board: a coast on the east (gx 0). New World's column numbers,
 * surveyors and row numbers stand in a band of their own beside the tiles (BoardRuler.svelte).
 */
export const BOARD_FRAME: Record<'new-world' | 'discovery', { coast: boolean }> = {
  'new-world': { coast: true },
  discovery: { coast: false },
};
