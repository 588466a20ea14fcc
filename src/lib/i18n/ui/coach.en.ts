/**
 * The coach's words (src/components/sandbox/CoachNote.svelte): the note shown while a settler may
 * go on a tile that stands east of both surveyors. Loaded by the note itself, never on first load.
 * The French are coach.fr.ts.
 */
const words = {
  /**
   * `col`: the new tile's column; `surveyor`: the eastern-most surveyor's; `everyMove`: the rule
   * option `eviction` is `every-move` (settlers east of the surveyors go at every move), else
   * `vacated-column` (they go when the eastern-most surveyor leaves a column with standing settlers).
   */
  eastOfSurveyors: (col: number, surveyor: number, everyMove: boolean) =>
    `Careful: this tile is in column ${col}, east of both surveyors (the eastern one stands in column ${surveyor}). A settler put here ${
      everyMove ? 'goes home unscored at the next surveyor move, unless it scores first' : 'goes home unscored when the surveyors leave a column where settlers stand, unless it scores first'
    }. A trapper stays.`,
};

export type CoachWords = typeof words;
export default words;
