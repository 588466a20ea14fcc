/**
 * The rule options in players' words, in French (ids and values unchanged): on its own so that a
 * French page's islands can load it without the English table (option-words.ts), and the
 * build-time pages through option-words-lang.ts.
 */
import type { OPTION_WORDS } from './option-words';

/** Each option and each of its readings in French (ids and values unchanged). */
export const OPTION_WORDS_FR: typeof OPTION_WORDS = {
  // New World
  eviction: {
    title: 'Quand les colons distancés rentrent',
    readings: {
      'every-move': 'Après chaque déplacement d’arpenteur',
      'every-scoring': 'Après chaque décompte, même si aucun arpenteur ne peut avancer',
      'vacated-column': 'Seulement quand le dernier arpenteur quitte leur colonne',
    },
  },
  incompleteCount: {
    title: 'Pistes et villes inachevées en fin de partie : tuiles ou segments',
    readings: { tile: 'Compter les tuiles', segment: 'Compter les segments' },
  },
  finalTradingPost: {
    title: 'Un comptoir sur une piste inachevée en fin de partie',
    readings: { '2': 'Vaut 2 points', '1': 'Vaut 1 point' },
  },
  startSpacesCount: {
    title: 'Les cases de départ dans les pistes et les villes',
    readings: { true: 'Elles comptent comme des tuiles', false: 'Seules les tuiles de terrain comptent' },
  },
  farmStartSpaces: {
    title: 'Les cases de départ autour d’une ferme près du plateau',
    readings: {
      true: 'Elles remplissent la case et comptent',
      false: 'Seules les tuiles de terrain comptent',
    },
  },
  surveyorBonus: {
    title: 'Le bonus d’arpenteur avec plusieurs colons',
    readings: {
      'per-surveyor': '+4 une fois par arpenteur pour chaque joueur',
      'per-settler': '+4 pour chaque colon dans la colonne d’un arpenteur',
    },
  },
  trackSurveyor: {
    title: 'Règle maison : un arpenteur attend sur la piste de score',
    readings: { false: 'Non : les deux arpenteurs commencent sur le plateau', true: 'Oui' },
  },
  // The Discovery (Nouveau monde)
  smallRegion: {
    title: 'Quelles petites régions achevées marquent le tarif réduit',
    readings: {
      'two-or-fewer': 'Les régions de 1 ou 2 tuiles',
      'exactly-two': 'Seulement les régions d’exactement 2 tuiles',
    },
  },
  finalSmallRegion: {
    title: 'Le tarif réduit des régions de 2 tuiles en fin de partie',
    readings: {
      true: 'Il s’applique aussi en fin de partie (la règle)',
      false: 'Seulement aux régions vraiment achevées (une variante)',
    },
  },
  cornerBorder: {
    title: 'Plaines et montagne qui ne se touchent que par un coin',
    readings: { false: 'Elles ne se bordent pas', true: 'Elles se bordent' },
  },
  cityShores: {
    title: 'Une ville sur une tuile à deux mers',
    readings: {
      'own-sea': 'Elle compte pour la mer près de laquelle elle est dessinée',
      'every-sea': 'Elle compte pour chaque mer qu’elle touche',
    },
  },
  lastTile: {
    title: 'La dernière tuile : fin immédiate ou tour complet',
    readings: {
      'ends-game': 'La partie s’arrête dès la pose',
      'full-turn': 'Le dernier tour se joue en entier',
    },
  },
  hand: {
    title: 'Variante experte : une main de tuiles',
    readings: {
      '1': 'Piocher une tuile et la poser',
      '2': 'Garder 2 tuiles face visible, en poser une, en piocher une',
    },
  },
  removeTiles: {
    title: 'Variante experte : tuiles mises de côté avant de jouer',
    readings: {
      none: 'Aucune : toutes les tuiles sont jouées',
      rulebook: 'Autant que la règle l’indique',
      even: 'Autant qu’il faut pour des tours égaux',
    },
  },
};
