/**
 * The engine's explanations of the rule options (src/engine/rulesets/…/options.ts: what each
 * option decides, what each reading does, where the question comes from) in French, for the rule
 * options tables of the French pages (build time). Written without the notes for tool builders
 * and without « Par défaut » (the tables say it apart). The options' names in words are
 * option-words-fr.ts's.
 */
import { own } from '@lib/io/names';
import type { Lang } from '@lib/i18n/lang';

/** What an option decides, what each reading does and where the question comes from. */
export interface OptionDocs {
  summary: string;
  meanings: Record<string, string>;
  source: string;
}

const SRC_NM = 'Nouveau monde (The Discovery), règle en français';

export const OPTION_DOCS_FR: Record<string, OptionDocs> = {
  // New World
  eviction: {
    summary:
      'Quand les colons debout distancés par les arpenteurs retournent chez leur propriétaire : après chaque ' +
      'déplacement d’arpenteur, comme le wiki lit la règle ; seulement sur le ' +
      'déclencheur que nomme le livret ; ou après chaque décompte, même s’il ne ' +
      'déplace aucun arpenteur, comme on peut lire l’avertissement du livret.',
    meanings: {
      'every-move':
        'Après chaque déplacement d’arpenteur, tout colon debout (pas un trappeur) situé dans une colonne à ' +
        'l’est de l’arpenteur le plus à l’est rentre sans marquer (Wiki, note 7 ; le ' +
        'paragraphe du livret annonce aussi que ces colons partent au décompte suivant).',
      'vacated-column':
        'Le déclencheur du livret, pris à la lettre : les colons ne rentrent que lorsque l’arpenteur le plus ' +
        'à l’est quitte une colonne où se tiennent des colons debout (pas des trappeurs) ' +
        '; ces colons, et tous les colons debout situés plus à l’est, rentrent alors ' +
        'sans marquer. Quitter une colonne sans colon debout ne renvoie personne. Quand ' +
        'les deux arpenteurs partagent une colonne, seul compte le déplacement qui en ' +
        'fait sortir le second (notre lecture de l’exemple de la page B2).',
      'every-scoring':
        'Comme every-move, et aussi après un décompte qui ne déplace aucun arpenteur (les deux arpenteurs ' +
        'dans la colonne de tuiles la plus à l’ouest) : le livret avertit qu’un colon ' +
        'posé à l’est des arpenteurs « sera retiré immédiatement après le prochain ' +
        'décompte », si bien qu’ici le décompte à lui seul renvoie chez eux tous les ' +
        'colons debout (pas les trappeurs) situés à l’est de l’arpenteur le plus à ' +
        'l’est. Un pas de l’arpenteur de la piste de score (règle maison), qui ne suit ' +
        'aucun décompte sur le plateau, ne renvoie personne.',
    },
    source:
      'Livret de règles (RGG), « Removing fallen-behind settlers » (son avertissement : « the next scoring ' +
      '»), « The surveyors » et l’exemple de la page B2 ; Wiki, note 7',
  },
  incompleteCount: {
    summary: 'Ce que compte une piste ou une ville inachevée en fin de partie.',
    meanings: {
      tile:
        'Un point par tuile de l’élément (une tuile qui en porte deux segments ne compte qu’une fois), ' +
        'comme le dit le résumé des scores.',
      segment:
        'Un point par segment de piste ou de ville, comme le formule le texte du décompte final de RGG.',
    },
    source: 'Livret de règles, « Final scoring » face à « Scoring summary »',
  },
  finalTradingPost: {
    summary: 'Ce que vaut un comptoir sur une piste inachevée en fin de partie.',
    meanings: {
      '2': 'Deux points, comme dans le résumé des scores et dans le texte du décompte final du wiki (Wiki, note 9).',
      '1':
        'Un point, par analogie avec les drapeaux, qui passent de 2 à 1 (aucune de nos sources ne donne ce ' +
        'chiffre).',
    },
    source: 'Livret de règles, « Scoring summary » ; Wiki, « Final Scoring » et note 9',
  },
  startSpacesCount: {
    summary:
      'Si les cases de départ du plateau comptent comme des tuiles dans les pistes et les villes qui les atteignent.',
    meanings: {
      true:
        'Elles comptent (lecture du wiki, « par implication », d’une réponse de Hans im Glück qu’il ne ' +
        'cite pas : notes 5 et 6) : les villes côtières et les pistes qui mènent à la ' +
        'mer marquent aussi leurs cases de départ.',
      false:
        'Seules les tuiles de terrain comptent ; une case de départ ferme tout de même les pistes et les ' +
        'villes qui atteignent la mer.',
    },
    source:
      'Wiki, notes 5 et 6 (par implication d’après une réponse de Hans im Glück, sur les pistes et les villes ' +
      'côtières)',
  },
  farmStartSpaces: {
    summary:
      'Si les cases de départ occupent les emplacements autour d’une ferme voisine du plateau, et comptent pour elle.',
    meanings: {
      true:
        'Notre lecture, dont l’exemple de la page B2 du livret a besoin (une ferme le long du plateau ' +
        'achevée pour 17 points) : une case de départ occupe un emplacement autour d’une ' +
        'ferme et compte comme une tuile voisine ; une ferme en colonne 1, le long du ' +
        'plateau, est donc achevée avec cinq tuiles de terrain autour d’elle (9 points).',
      false:
        'Le livret pris à la lettre (une ferme est entourée de tuiles de terrain) : les cases de départ ' +
        'n’occupent rien et ne comptent pas ; une ferme le long du plateau ne peut donc ' +
        'jamais être achevée et marque en fin de partie 1 point, plus 1 par tuile de ' +
        'terrain voisine. Cette lecture contredit l’exemple de la page B2 du livret.',
    },
    source:
      'Livret de règles, exemple de la page B2 (une ferme le long du plateau achevée pour 17 points, ce qui ' +
      'suppose les cases de départ) ; « A completed farm » et « Final scoring » ' +
      '(tuiles de terrain) ; aucune phrase ne parle des cases de départ autour d’une ' +
      'ferme',
  },
  surveyorBonus: {
    summary:
      'Comment se compte le bonus de +4 des arpenteurs quand un joueur a plusieurs colons qui marquent sur un ' +
      'même élément.',
    meanings: {
      'per-surveyor':
        'Un joueur qui marque reçoit +4 une fois pour chaque arpenteur qui se tient dans une colonne où se ' +
        'trouve au moins un de ses colons marquants sur l’élément.',
      'per-settler':
        'Chaque colon qui marque gagne +4 pour chaque arpenteur présent dans sa propre colonne : deux colons ' +
        'dans la colonne d’un arpenteur rapportent donc +8.',
    },
    source:
      'Livret de règles, « Bonus » (le texte parle d’un seul colon ; le cas de plusieurs n’est pas traité)',
  },
  trackSurveyor: {
    summary:
      'Règle maison : un arpenteur commence sur la piste de score et rejoint le plateau après cinq éléments achevés.',
    meanings: {
      false: 'Les deux arpenteurs commencent sur le plateau de départ (livret).',
      true:
        'Un arpenteur commence sur le plateau de départ, l’autre sur la case 0 de la piste de score ; ' +
        'chaque élément achevé (décompté ou non, comme le compte la règle maison) le ' +
        'fait avancer d’une case au lieu de déplacer un arpenteur du plateau ; arrivé à ' +
        'la case 5, il rejoint le plateau de départ (colonne 0), et dès lors seuls les ' +
        'éléments décomptés font avancer les arpenteurs.',
    },
    source: 'Wiki, « House Rules » (venue de BoardGameGeek)',
  },
  // The Discovery (Nouveau monde)
  smallRegion: {
    summary:
      'Quelles régions achevées marquent au tarif réduit que la règle donne à une région achevée de 2 tuiles.',
    meanings: {
      'two-or-fewer':
        'Une région achevée de 1 ou 2 tuiles marque comme une région inachevée (plaines : 1 par tuile ; ' +
        'montagnes et mers : 1 par ville). Une région déborde toujours de sa propre ' +
        'tuile avant de pouvoir se refermer : une région d’une seule tuile ne se ' +
        'présente donc qu’en fin de partie.',
      'exactly-two':
        'Seule une région d’exactement 2 tuiles est réduite ; une région d’une tuile, comptée comme achevée ' +
        'en fin de partie, marque au plein tarif des régions achevées.',
    },
    source:
      `${SRC_NM}, 2.2 Evaluation d’une région (plaines, montagnes, mers) : la règle ne parle que de ` +
      `régions de deux tuiles`,
  },
  finalSmallRegion: {
    summary:
      'Une variante, pas une lecture ouverte : la règle française applique aussi le tarif réduit des régions ' +
      'de 2 tuiles en fin de partie ; l’autre valeur l’écarte pour les régions qui ' +
      'n’étaient pas vraiment achevées.',
    meanings: {
      true:
        'Par défaut, la règle. En fin de partie, toute région compte comme achevée, et une région de 2 ' +
        'tuiles marque au tarif réduit, ainsi que le veut le paragraphe du décompte ' +
        'final (« comme décrit plus haut »).',
      false:
        'Notre variante, pas la règle : seules les régions vraiment achevées ont droit au tarif réduit ; en ' +
        'fin de partie, une région inachevée de 2 tuiles marque au plein tarif des ' +
        'régions achevées.',
    },
    source: `${SRC_NM}, Evaluation finale`,
  },
  cornerBorder: {
    summary:
      'Si une plaine borde une montagne quand les deux ne se rejoignent qu’à un coin de la grille, sur des ' +
      'tuiles différentes.',
    meanings: {
      false:
        'Deux régions se bordent quand elles se touchent à un coin de tuile, sur une même tuile (un bord de ' +
        'l’une à côté d’un bord de l’autre).',
      true:
        'Les régions se bordent aussi quand leurs bords se rejoignent à un coin de la grille, sur des ' +
        'tuiles différentes (contact en diagonale).',
    },
    source: `${SRC_NM}, 2.2 Montagnes (« chaque plaine adjacente ») ; la règle ne définit pas « adjacente »`,
  },
  cityShores: {
    summary: 'Pour quelles mers compte une ville quand sa tuile montre deux mers.',
    meanings: {
      'own-sea': 'Une ville donne sur la seule mer au bord de laquelle sa tuile la dessine.',
      'every-sea': 'Une ville compte pour chaque mer de sa tuile que touche sa région de terre.',
    },
    source: `${SRC_NM}, 2.2 Surfaces maritimes (« villes situées sur les rives ») ; les images des tuiles manquent`,
  },
  lastTile: {
    summary:
      'Si le joueur qui pose la dernière tuile peut encore y mettre un pion, ou en reprendre un, avant le ' +
      'décompte final.',
    meanings: {
      'ends-game':
        'La partie s’arrête dès que la dernière tuile est posée, comme le dit le paragraphe de fin de partie ' +
        ': aucun pion ne va sur cette tuile et aucun n’est repris ; le décompte final ' +
        'suit aussitôt. La dernière tuile est celle qui vide la boîte (avec des tuiles ' +
        'écartées dans la variante pour experts, celle après laquelle il ne reste plus ' +
        'qu’elles).',
      'full-turn':
        'Le dernier joueur termine d’abord son tour : un pion peut aller sur la dernière tuile (il marque ' +
        'alors en fin de partie comme si sa région était achevée), ou bien un pion peut ' +
        'être repris et décompté ; vient ensuite le décompte final.',
    },
    source:
      `${SRC_NM}, Fin de la partie (« lorsque la dernière tuile est posée »), lue avec Déroulement du ` +
      `jeu (un tour : poser une tuile, puis un pion ou un retrait)`,
  },
  hand: {
    summary:
      'Variante pour experts : jouer avec une main de 2 tuiles face visible et en piocher une après chaque ' +
      'tour (parties aléatoires).',
    meanings: {
      '1': 'Piochez une tuile et posez-la.',
      '2':
        'Variante pour experts : chaque joueur garde 2 tuiles face visible, en joue une et en pioche une. ' +
        'Une fois les piles épuisées, on continue de jouer les tuiles en main sans plus ' +
        'piocher, jusqu’à ce que toutes soient posées (notre lecture : la partie se ' +
        'termine avec la dernière tuile, et une tuile en main n’est pas encore posée). ' +
        'Sert aux parties aléatoires ; dans les deux cas, un fichier de partie liste les ' +
        'tuiles jouées.',
    },
    source: `${SRC_NM}, Variante pour experts`,
  },
  removeTiles: {
    summary:
      'Variante pour experts : des tuiles écartées sans être vues avant la partie, pour que chacun joue le ' +
      'même nombre de tours (parties aléatoires).',
    meanings: {
      none: 'Toutes les tuiles sont jouées.',
      rulebook: 'La règle telle qu’imprimée : 1 tuile à 2 ou 5 joueurs, 2 à 3 joueurs, 3 à 4 joueurs.',
      even:
        'Notre variante, pas la règle : autant qu’il en faut pour que les 83 tuiles à piocher se ' +
        'partagent exactement : 1 à 2 joueurs, 2 à 3, 3 à 4, et 3 à 5 (le 1 imprimé en ' +
        'laisse 82, que 5 joueurs ne peuvent pas se partager).',
    },
    source: `${SRC_NM}, Variante pour experts`,
  },
};

/** An option's explanations in `lang` (the engine's English ones when there is no French). */
export function optionDocsIn(lang: Lang, o: { name: string } & OptionDocs): OptionDocs {
  return (lang === 'fr' ? own(OPTION_DOCS_FR, o.name) : undefined) ?? o;
}
