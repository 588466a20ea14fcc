/**
 * The words of a search asked on a French page (/fr/…): French players' words for the site's
 * French terms (route → piste, meeple → colon, cité → ville, champ → plaines: the glossary,
 * /fr/start/glossary/), French words that carry no meaning, elisions (« l'arpenteur »), numbers
 * in words, and accents forgiven (every table is looked up without accents; Pagefind's French
 * index forgives them too). Pure data and functions, no DOM.
 */
import type { GameName } from './page-kind';
import { GAME_NAMES_FR } from './search-games';
import { WORDS, type QueryRules } from './search-words';

/** A word without its accents: `décompte` → `decompte`. */
export const fold = (w: string): string =>
  w.normalize('NFD').replace(/\p{M}/gu, '').replace(/œ/g, 'oe').replace(/æ/g, 'ae');

/**
 * Words that, without their accents, are other words: « fermés » (closed) is « fermes » (farms),
 * « prés » (meadows) is « près » (near). Typed without accents they are read as the other word.
 */
const OTHER_WORDS = new Set(['fermes', 'pres']);

/** A table of words → words, written with accents, as it is looked up: as typed, else without accents. */
function folded(table: Record<string, string>): (w: string) => string | undefined {
  const plain = new Map(
    Object.entries(table)
      .map(([k, v]): [string, string] => [fold(k), v])
      .filter(([k]) => !OTHER_WORDS.has(k)),
  );
  return (w) => (Object.hasOwn(table, w) ? table[w] : plain.get(fold(w)));
}

/** `word1 word2 …: value` lines → a table. */
function lines(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of text.split('\n')) {
    const at = line.lastIndexOf(':');
    if (at < 0) continue;
    for (const w of line.slice(0, at).trim().split(/\s+/).filter(Boolean)) out[w] = line.slice(at + 1).trim();
  }
  return out;
}

/** Players' words → the site's French terms (content/docs/fr/start/glossary.mdx). */
export const SYNONYMS_FR: Record<string, string> = lines(`
  route routes chemin chemins sentier sentiers: piste
  cité cités: ville
  champ champs pré prés prairie prairies pâturage pâturages herbe: plaines
  meeple meeples partisan partisans pion pions figurine figurines bonhomme bonshommes: colon
  gars mec mecs suiveur suiveurs ouvrier ouvriers pièce pièces: colon
  paysan paysans chasseur chasseurs: trappeur
  voleur voleurs bandit bandits brigands: brigand
  chevalier chevaliers shérif shérifs sheriff commerçant commerçants boutiquier boutiquiers épicier épiciers: marchand
  agriculteur agriculteurs moine moines: fermier
  abbaye abbayes monastère monastères cloître cloîtres: ferme
  géomètre géomètres topographe topographes: arpenteur
  fanion fanions blason blasons écusson écussons bouclier boucliers: drapeau
  auberge auberges: comptoir
  océan océans: mer
  cerf cerfs gibier bête bêtes: animaux
  égaux égalités: égalité
  fermer ferment fini finie finis finies terminé terminée terminés terminées: achevé
  complet complète complets complètes complété complétée complétés complétées: achevé
  bouclé bouclée fermée fermées fermés: achevé
  incomplet incomplète incomplets incomplètes: inachevé
  prise prises possède possèdent appartient: occupé
  expulsé expulsés expulser éjecté éjectés viré virés chassé chassés: distancé
  dégagé dégagés renvoyé renvoyés renvoyer renvoie renvoient: distancé
  haut: nord
  bas: sud
  bateau bateaux: navires
  matelot matelots: marin
  point pts pt: points
  installation préparation préparer: mise en place
  compteur: piste de score
  gagner gagné gagnant gagnants vainqueur vainqueurs victoire: gagne
`);
const SYNONYM = folded(SYNONYMS_FR);

/**
 * Game-scoped words (search-words.ts `GAME_WORDS`): The Discovery's own terms, in its French rules
 * (Nouveau monde: /fr/start/glossary/#the-discovery). « pion » and « voleur » are also players'
 * words for New World's « colon » and « brigand »: they are never rewritten away from The
 * Discovery (a question naming it searches them as typed, one naming New World searches New
 * World's term, one naming no game searches both).
 */
const GAME_WORDS_FR: Record<string, readonly GameName[]> = Object.fromEntries(
  (
    'pion pions voleur voleurs explorateur explorateurs marin marins région régions montagne montagnes paysage ' +
    'paysages évaluation'
  )
    .split(' ')
    .map((w): [string, readonly GameName[]] => [w, ['The Discovery']]),
);
const GAME_WORD = folded(Object.fromEntries(Object.keys(GAME_WORDS_FR).map((w) => [w, w])));

const NUMBER = folded({ quatre: '4', huit: '8', neuf: '9', cinquante: '50', cent: '100' });

/** Words that carry no meaning in a rules question (looked up without accents). */
const STOPWORDS_FR = new Set(
  `le la les l un une des de du d au aux à a et ou où mais si donc or ni car en y dans sur sous par pour avec
  sans chez entre vers pendant
  ce cet cette ces c ça ca cela ceci celui celle ceux celles que qu qui quoi quel quelle quels quelles lequel
  laquelle lesquels lesquelles dont
  comment combien pourquoi quand lorsque je j me m moi mon ma mes tu te t toi ton ta tes il elle ils elles on
  se s lui leur leurs son sa ses
  nous notre nos vous votre vos ne n pas plus moins jamais rien aucun aucune tout tous toute toutes chaque
  est es suis sont sommes êtes être été était étaient sera serait ai as avons avez ont avoir eu aura
  peux peut pouvons pouvez peuvent pouvoir puis pourrait pourrais dois doit devons devez doivent devoir faut falloir
  fais fait faisons faites font faire va vais vont allez aller mettre mets met mettons mettez mettent mis
  veux veut voudrais vouloir sais sait savoir dire dis dit passe passer arrive arriver
  jeu jeux partie parties question merci svp stp bonjour exactement vraiment juste seulement aussi encore déjà toujours
  très trop bien alors ensuite oui non ok okay quelqu quelque chose comme cas dedans dessus dessous là ici`
    .split(/\s+/)
    .filter(Boolean)
    .map(fold),
);

/** Words that make a question about points: with « à la fin », it asks about the final scoring. */
const SCORING_FR = new Set(
  (
    'score scores marque marquer marquent marqué marqués rapporte rapportent rapporter vaut valent valoir ' +
    'compte comptent compter compté comptés point points pts décompte décompté ' +
    'décomptée'
  )
    .split(' ')
    .map(fold),
);

/** Words of a title that say nothing about its subject (a title's « partie » does: « Fin de la partie »). */
const TITLE_STOP_FR = new Set(
  (
    'le la les l un une des de du d au aux à a et ou en y dans sur pour par avec que qu qui quoi quel quelle ' +
    'est ce c se s t il elle ils elles on je puis peut peuvent ne n pas mon ma mes ' +
    'son sa ses leur leurs'
  )
    .split(' ')
    .map(fold),
);

const ELISION = /^(?:l|d|j|m|t|s|n|c|qu|quelqu|jusqu|lorsqu|puisqu|quoiqu)'/;
/** A French phrase as a pattern: its words whole (JavaScript's \b knows no accented letter). */
const phrase = (src: string) => new RegExp(`(?<![\\p{L}\\p{N}])(?:${src})(?![\\p{L}\\p{N}])`, 'gu');

/** Phrases players type as several words for one of the site's terms. */
const PHRASES_FR: [RegExp, string][] = [
  // « déjà prise », « qui a déjà un marchand », « déjà quelqu'un » : the site's « occupé ».
  [phrase(`d[ée]j[àa]\\s+(?:pris|prise|prises|occup[ée]+s?|revendiqu[ée]+s?|quelqu'un)`), 'occupé'],
  [phrase(`(?:a|ont|avait)\\s+d[ée]j[àa]\\s+(?:un|une|des)`), 'occupé'],
  [phrase(`appartient\\s+(?:à|a)\\s+(?:quelqu'un|un\\s+autre)`), 'occupé'],
  [phrase(`poste\\s+de\\s+traite`), 'comptoir'],
  [phrase(`(?:piste|tableau|compteur)\\s+de\\s+(?:score|points)`), 'pistedescore'],
  [phrase(`ex[\\s-]+aequo`), 'égalité'],
  // « pas fini(e) », « pas terminé » : the site's « inachevé ».
  [
    phrase(
      `pas\\s+(?:encore\\s+)?(?:fini|finie|finis|finies|termin[ée]+s?|achev[ée]+s?|compl[èe]te?s?|ferm[ée]+s?)`,
    ),
    'inachevé',
  ],
  // The spaces printed on the board are its « cases de départ ».
  [
    phrase(`cases?\\s+(?:du\\s+plateau|de\\s+la\\s+c[ôo]te|imprim[ée]+s?|c[ôo]ti[èe]res?)`),
    'cases de départ',
  ],
  // How many settlers each player has is handed out at setup (« mise en place »).
  [
    phrase(
      `combien\\s+de\\s+(colons|meeples|pions|partisans|figurines|pi[èe]ces)\\s+` +
        `(?:a\\s+|re[çc]oit\\s+|par\\s+|pour\\s+)?(?:chaque|un|par|le)\\s+joueur`,
    ),
    'miseenplace $1',
  ],
  [
    phrase(`mise\\s+en\\s+place|mettre\\s+en\\s+place|installer\\s+(?:le\\s+jeu|la\\s+partie|le\\s+plateau)`),
    'miseenplace',
  ],
  [
    phrase(
      `(?:commence|commencent|commencer|d[ée]bute|d[ée]butent)\\s+(?:la\\s+partie\\s+)?avec|` +
        `au\\s+d[ée]but(?:\\s+de\\s+la\\s+partie|\\s+du\\s+jeu)?`,
    ),
    'miseenplace',
  ],
  // « je n'ai plus de colons », « plus aucun meeple » : the site's heading « Quand vous n'avez plus de colons ».
  [
    phrase(
      `n'(?:ai|as|a|avons|avez|ont)\\s+plus|plus\\s+aucun|(?:à|a)\\s+court\\s+de|` +
        `ne\\s+(?:me|te|lui|nous|vous|leur)\\s+reste\\s+plus`,
    ),
    'navezplus',
  ],
  // « quand se termine la partie », « la partie est finie » : the end of the game (« la fin »).
  [
    phrase(
      `(?:se\\s+termine|se\\s+finit|finit|s'arr[êe]te|prend\\s+fin)\\s+(?:la\\s+)?partie|` +
        `(?:la\\s+)?partie\\s+(?:se\\s+termine|finit|s'arr[êe]te|prend\\s+fin|est\\s+finie|est\\s+termin[ée]e)|` +
        `partie\\s+termin[ée]e`,
    ),
    'la fin',
  ],
  // « combien de pions au départ » : what each player is handed at setup.
  [
    phrase(
      `combien\\s+de\\s+(colons|meeples|pions|partisans|figurines|pi[èe]ces)\\s+` +
        `(?:au\\s+d[ée]part|au\\s+d[ée]but|pour\\s+commencer)`,
    ),
    'miseenplace $1',
  ],
  // « en tout », « au total » : a count, not Conquest's « conquête totale ».
  [phrase(`en\\s+tout|au\\s+total`), ' '],
  // « revient », « est revenu », « récupère son pion » : a settler returned to its owner.
  [phrase(`revient|reviennent|revenue|revenus|revenir|retourne|retournent|rentre|rentrent`), 'revenu'],
  // « pendant la partie », « en cours de partie » : the site's words for scoring during play.
  [
    phrase(`(?:en\\s+cours\\s+de|pendant\\s+la|durant\\s+la|au\\s+cours\\s+de\\s+la)\\s+partie`),
    'encoursdepartie',
  ],
  // « une tuile ferme deux villes » : the verb (the site says « achève »), not the farm.
  [
    phrase(
      `(?<!(?:une|la|ma|ta|sa|cette|chaque|votre|notre|leur)\\s+)ferme` +
        `(?=\\s+(?:deux|trois|une|un|la|le|les|des|son|ses|mon|mes|sa|ma)(?![\\p{L}]))`,
    ),
    'achève',
  ],
];

export function tokensFr(q: string): string[] {
  const text = q.toLowerCase().normalize('NFC').replace(/[’‘]/g, "'");
  // « l'est » is the east (« est » alone is the verb, a word that carries no meaning).
  return (PHRASES_FR.reduce((s, [re, to]) => s.replace(re, to), text).match(WORDS) ?? []).map((w) =>
    w === "l'est" ? w : w.replace(ELISION, ''),
  );
}

/** A French word's stem, without accents: `arpenteurs`, `arpenteur` → `arpent`; `achevées` → `achev`. */
export function stemFr(w: string): string {
  const s = fold(w).replace(/aux$/, 'al');
  const m = /(?:ements?|ations?|euses?|eurs?|ees?|es|ers|er|ez|ent|e|s|x)$/.exec(s);
  return m && s.length - m[0].length >= 3 ? s.slice(0, -m[0].length) : s;
}

/** Endings a French word may carry and still be known (without accents). */
export const SUFFIXES_FR = ['s', 'x', 'e', 'es', 'ee', 'ees', 'er', 'ez', 'ent', 'ment'];

/** Words the phrases became → what is searched for them. */
const JOINED = folded({
  miseenplace: 'mise en place',
  pistedescore: 'piste de score',
  encoursdepartie: 'en cours de partie',
  navezplus: "n'avez plus",
});

export const FRENCH: QueryRules = {
  lang: 'fr',
  tokens: tokensFr,
  key: fold,
  synonyms: SYNONYMS_FR,
  synonym: SYNONYM,
  gameWord: (w) => {
    const k = GAME_WORD(w);
    return k === undefined ? undefined : GAME_WORDS_FR[k];
  },
  number: NUMBER,
  isStop: (w) => STOPWORDS_FR.has(fold(w)),
  joined: JOINED,
  aboutPoints: (w) => SCORING_FR.has(fold(w)),
  // « à la fin », « en fin de partie », « la fin du jeu » : the end of the game (a trail « finit » at a town).
  theEnd: (toks, i) => fold(toks[i]) === 'fin',
  incomplete: (w) => fold(w) === 'inacheve' || /^incomplet/.test(fold(w)),
  finalScoring: 'décompte final',
  games: GAME_NAMES_FR,
  titleStop: (w) => TITLE_STOP_FR.has(fold(w)),
  stem: stemFr,
  folding: { fold, suffixes: SUFFIXES_FR },
  // A verb in the plural (« marquent », « décomptent ») is rare on the site; its singular is not.
  variants: (w) => (/^\p{L}{3,}[^m]ent$/u.test(w) ? [w.slice(0, -2)] : []),
};
