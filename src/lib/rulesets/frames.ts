/**
 * Each ruleset's table frame on the board: room above the table (New World: column numbers and surveyors) and
 * a coast on the east (gx 0).
 */
export const BOARD_FRAME: Record<'new-world' | 'discovery', { top: number; coast: boolean }> = {
  'new-world': { top: 70, coast: true },
  discovery: { top: 0, coast: false },
};
