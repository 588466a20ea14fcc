import type { SearchWords } from './search.en';

const words: SearchWords = {
  search: 'Rechercher',
  close: 'Fermer',
  shortcut: 'Ctrl K',
  label: 'Chercher dans les règles, les décisions et les exemples',
  placeholder: 'ex. : puis-je mettre mon meeple sur une route déjà prise',
  kind: 'Type',
  allKinds: 'Tous les types',
  game: 'Jeu',
  allGames: 'Tous les jeux',
  kinds: {
    Rule: 'Règle',
    Ruling: 'Décision',
    Example: 'Exemple',
    Tile: 'Tuile',
    Variant: 'Variante',
    'Related game': 'Jeu apparenté',
    Guide: 'Guide',
  },
  games: {
    'New World': 'New World',
    'The Discovery': 'Nouveau monde (The Discovery)',
    'Race to the New Found Land': 'Race to the New Found Land',
    'New World Conquest': 'New World Conquest',
  },
  results: 'Résultats de la recherche',
  more: 'Tous les résultats sur la page de recherche',
  noScript:
    'La recherche a besoin de JavaScript : l’index est lu par votre navigateur. La liste des décisions ' +
    '(/fr/rulings/) donne toutes les questions auxquelles le site répond.',
  found: (n: number) => (n ? `${n} résultat${n > 1 ? 's' : ''}. ` : 'Aucun résultat. '),
  failed: (why: string) =>
    `L’index de recherche n’a pas pu être chargé (${why}). Si vous êtes hors ligne, ouvrez cette page une ` +
    `fois en ligne.`,
  said: {
    nothing: (typed: string) =>
      `Aucun mot de « ${typed} » ne peut être cherché : essayez un mot des règles, comme piste, ville, colon ` +
      `ou arpenteur.`,
    nowhereHeld: (words: string) =>
      `Aucune page du site ne contient ${words} : essayez un mot des règles, comme piste, ville, colon ou arpenteur.`,
    notHeld: (words: string) => `aucune page ne contient ${words}`,
    quote: (word: string) => `« ${word} »`,
    searchedFor: (ideas: string) => `Mots cherchés : ${ideas}`,
    typed: (word: string, typed: string) => `${word} (vous avez tapé ${typed})`,
    mapped: (pairs: string) => `avec les mots du site (${pairs})`,
    also: (pairs: string) => `aussi avec les mots de New World (${pairs})`,
    first: (game: string) => `${game} en premier`,
    leftOut: (words: string) => `sans ${words}`,
    list: ', ',
    parts: ' ; ',
    end: '.',
    nowhere: ' Aucune page du site ne contient ces mots : essayez un autre mot, ou la liste des décisions.',
  },
};

export default words;
