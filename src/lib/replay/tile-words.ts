/**
 * A tile as players name it, in narrations and refusals: "tile K" for the printed letters (and The
 * Discovery's numbered tiles), "the meadow tile" for a tile an example brings with it (its id
 * "meadow" or "town-cap" is a file's name, not a player's), "the start tile", "the start space in
 * row 3".
 */
export function tileWords(id: string, name?: string): string {
  if (id === 'start') return 'the start tile';
  const start = /^start-(\d)$/.exec(id);
  if (start) return `the start space in row ${start[1]}${name ? ` (${name})` : ''}`;
  if (/^[A-Z]{1,2}\d*$/.test(id)) return `tile ${id}`;
  return `the ${id.replace(/[-_]+/g, ' ')} tile`;
}
