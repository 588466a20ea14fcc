/**
 * The coach's words (src/components/sandbox/CoachNote.svelte): the note shown while a settler may
 * go on a tile that stands east of both surveyors. Loaded by the note itself, never on first load.
 * The French are coach.fr.ts.
 */
const words = {
  /**
   * `col`: the new tile's column; `surveyor`: the eastern-most surveyor's; `eviction`: the rule
   * option `eviction`: `every-move` (settlers east of the surveyors go at every move),
   * `vacated-column` (they go when the eastern-most surveyor leaves a column with standing settlers)
   * or `every-scoring` (they go after the next scoring, even one that moves no surveyor).
   */
  eastOfSurveyors: (col: number, surveyor: number, eviction: string) => {
    const goes =
      eviction === 'vacated-column'
        ? 'goes home unscored when the surveyors leave a column where settlers stand, unless it scores first'
        : eviction === 'every-scoring'
          ? 'goes home unscored right after the next scoring, even one that moves no surveyor, unless it scores first'
          : 'goes home unscored at the next surveyor move, unless it scores first';
    return (
      `Careful: this tile is in column ${col}, east of both surveyors (the eastern one stands in column ` +
      `${surveyor}). A settler put here ${goes}. A trapper stays.`
    );
  },
};

export type CoachWords = typeof words;
export default words;
