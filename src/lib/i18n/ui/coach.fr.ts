/** Les mots du coach (src/components/sandbox/CoachNote.svelte), en français : voir coach.en.ts. */
import type { CoachWords } from './coach.en';

const words: CoachWords = {
  eastOfSurveyors: (col, surveyor, eviction) => {
    const goes =
      eviction === 'vacated-column'
        ? 'rentre sans marquer quand les arpenteurs quittent une colonne où se tiennent des colons, à moins ' +
          'de marquer avant'
        : eviction === 'every-scoring'
          ? 'rentre sans marquer juste après le prochain décompte, même s’il ne déplace aucun arpenteur, à ' +
            'moins de marquer avant'
          : 'rentre sans marquer au prochain déplacement d’un arpenteur, à moins de marquer avant';
    return (
      `Attention : cette tuile est en colonne ${col}, à l’est des deux arpenteurs (le plus à l’est est en ` +
      `colonne ${surveyor}). Un colon posé ici ${goes}. Un trappeur, lui, reste.`
    );
  },
};

export default words;
