/**
 * Les mots des éditeurs de lignes du calculateur de score, en français (voir tally-editors.en.ts).
 * Termes du glossaire : piste, ville, ferme, plaines, brigand, marchand, fermier, trappeur,
 * arpenteur, comptoir, drapeau ; pour Nouveau monde : pion, explorateur, voleur, marin, région.
 */
import type { Lang } from '../lang';
import type { TallyEditorWords } from './tally-editors.en';
import { optionReadingIn, optionTitleIn } from '@lib/content/option-words-lang';
import NUMBER from './number.fr';

const lang: Lang = 'fr';
/** « l’explorateur », « le voleur ». */
const the = (w: string) => (/^[aeiouéèh]/i.test(w) ? `l’${w}` : `le ${w}`);
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** The track is « la piste de score » or « le tableau d’évaluation ». */
const fem = (track: string) => track.startsWith('la ');
/** « à la piste de score », « au tableau d’évaluation ». */
const toTrack = (track: string) => (track.startsWith('le ') ? `au ${track.slice(3)}` : `à ${track}`);

const words: TallyEditorWords = {
  lang,
  stepper: NUMBER,
  removeLine: (n) => `Retirer la ligne ${n}`,
  lineRemoved: (n, what) => `Ligne ${n} (${what}) retirée.`,
  tiles: 'Tuiles',
  newWorld: {
    names: { trail: 'Piste', town: 'Ville', farm: 'Ferme', plains: 'Plaines' },
    lower: { trail: 'piste', town: 'ville', farm: 'ferme', plains: 'plaines' },
    roles: { trail: 'brigands', town: 'marchands', farm: 'fermiers', plains: 'trappeurs' },
    legend: (n, name, when) => `Ligne ${n} : ${name}${when}`,
    whenPlains: ', en fin de partie',
    whenComplete: ', achevée en cours de partie',
    whenUnfinished: ', inachevée en fin de partie',
    whichFeature: 'Quel élément',
    whichFeatureColon: 'Quel élément :',
    none: 'Aucun élément pour l’instant.',
    tradingPosts: 'Comptoirs',
    flags: 'Drapeaux',
    around: 'Tuiles autour',
    animals: 'Animaux',
    settlers: (player, role) => `${capital(role)} de ${player}`,
    surveyors: (player) => `Arpenteurs dans la colonne de ${player}`,
    completedDuringPlay: 'Achevée en cours de partie',
    addFinal: 'Ajouter un élément inachevé ou des plaines :',
    addPlay: 'Ajouter un élément achevé (plaines : en fin de partie) :',
  },
  discovery: {
    names: { plains: 'Plaines', mountains: 'Montagne', seas: 'Mer' },
    lower: { plains: 'plaines', mountains: 'montagne', seas: 'mer' },
    roles: { plains: 'explorateur', mountains: 'voleur', seas: 'marin' },
    none: 'Aucun pion pour l’instant.',
    legend: (n, name, role, play) =>
      `Ligne ${n} : ${name}, ${role}, ${play ? 'repris en cours de partie' : 'sur le plateau en fin de partie'}`,
    whose: (role) => `À qui est ${the(role)}`,
    whenScored: 'Quand il a marqué',
    takenBack: 'Repris en cours de partie',
    onBoard: 'Sur le plateau en fin de partie',
    regionComplete: 'Région achevée',
    shoreCities: 'Villes sur ses rives',
    mountainCities: 'Villes de la montagne et des plaines qui la bordent',
    addFinal: 'Ajouter un pion encore sur le plateau :',
    addPlay: 'Ajouter un pion repris :',
    addButton: (name, role) => `+ ${name} (${role})`,
  },
  race: {
    lapNone: 'aucune',
    lapsLegend: 'Cartes 50/100 : la piste repart après 50',
    lapsHint:
      'La case de chaque navire se règle avec les joueurs ci-dessus. Une carte 50/100 y ajoute sa face ' +
      'visible (50 ou 100), qu’il s’agisse ou non du décompte final.',
    lap: (player) => `Carte 50/100 de ${player}`,
    neutral: 'Couleur neutre sur les îles (deux joueurs)',
    neutralNone: 'aucune',
    kinds: { island: 'île', city: 'ville' },
    newName: { island: (n) => `Île ${n}`, city: (n) => `Ville ${n}` },
    legend: (n, name, kind) => `Ligne ${n} : ${name} (${kind})`,
    name: 'Nom',
    full: 'Pleine',
    alreadyScored: 'Déjà décomptée',
    primary: 'Bonus principal (imprimé sur le plateau)',
    secondary: 'Bonus secondaire (imprimé sur le plateau)',
    markers: (player) => `Marqueurs de ${player}`,
    addFinal: 'Ajouter une région pas encore décomptée :',
    addPlay: 'Ajouter une région qui vient de se remplir :',
    addIsland: '+ Île',
    addCity: '+ Ville',
    finalLegend: 'Décompte final : bonus des cartes 50/100, cartes en main et marchandises',
    cardBonus: (player) => `Bonus de la carte 50/100 de ${player} (imprimé sur la carte)`,
    cards: (player) => `Cartes 1x et objectifs de ${player}`,
    commodities: (player) => `Marchandises de ${player}`,
  },
  raceOption: {
    legend: 'Option de règle : la couleur neutre et la deuxième place',
    label: 'Sur une île, la couleur neutre',
    readings: {
      true: 'occupe aussi la deuxième place (notre lecture)',
      false: 'ne compte que pour la majorité (l’autre lecture)',
    },
    isDefault: ' (par défaut)',
    hint:
      'Les règles comptent ses marqueurs pour savoir qui en a le plus ; elles ne disent pas si elle peut ' +
      'aussi être deuxième.',
    why: 'Pourquoi deux lectures',
    changed: (reading, change) => `La couleur neutre ${reading} : ${change}.`,
  },
  raceLead: {
    label: 'Couleur neutre seule en tête sur une île',
    readings: {
      next: 'le joueur derrière elle prend le secondaire (notre lecture)',
      none: 'personne ne prend aucun bonus (l’autre lecture)',
    },
    hint:
      'Les règles comptent ses marqueurs pour savoir qui en a le plus ; elles ne disent pas qui, derrière ' +
      'elle, est deuxième.',
    why: 'Qui est deuxième derrière elle',
    changed: (reading, change) => `Quand la couleur neutre est en tête, ${reading} : ${change}.`,
  },
  conquest: {
    vp: (player) => `Points de victoire de ${player} (négatifs : oppression)`,
    settlements: (player) => `Établissements de ${player}`,
    cities: (player) => `Villes de ${player}`,
    conceded: (player) => `${player} a abandonné (toujours compté, ne peut pas gagner)`,
    endLegend: 'Comment la partie s’est terminée',
    ended: 'La partie s’est terminée',
    lastTurn: 'après le dernier tour (1760)',
    conquered: (player) => `quand ${player} a conquis tous les autres`,
    afterConquest: 'Après une conquête totale',
    readings: {
      'most-vp': 'le plus de PV gagne, comme à toute fin de partie (notre lecture)',
      conqueror: 'le conquérant gagne (l’autre lecture)',
    },
    isDefault: ' (par défaut)',
    conquestNote:
      'Les règles disent qu’une conquête totale met fin à la partie sur-le-champ, pas qui la gagne (',
    conquestLink: 'pourquoi deux lectures',
    concedeNote:
      'Les règles ne disent pas si un joueur qui abandonne marque encore. Nous y voyons un renoncement à la ' +
      'partie : ses établissements et ses villes restent sur la carte, donc son total ' +
      'est toujours calculé, mais il ne peut pas gagner (',
    concedeLink: 'notre lecture',
    close: ').',
  },
  meaning: {
    legend: 'Entrées en cours de partie',
    hint: (track) =>
      `Les points déjà sur ${track} sont ${track} ${fem(track) ? 'telle qu’elle' : 'tel qu’il'} est ` +
      `maintenant. Chaque entrée faite en cours de partie y est-elle déjà ?`,
    add: (track) =>
      `À ajouter ${toTrack(track)} (${fem(track) ? 'elle' : 'il'} montre les points d’avant ces entrées)`,
    onTrack: (track) => `Déjà sur ${track} (montrées, non ajoutées)`,
    track: {
      'new-world-tally': 'la piste de score',
      'discovery-tally': 'le tableau d’évaluation',
      'race-tally': 'la piste de score',
    },
    twiceHeading: 'Peut-être comptées deux fois',
    twice: (line, player, start, track) =>
      `Ligne ${line} (${player}) : ajoutée aux ${start} points de ${player} déjà sur ${track} ; si ${track} ` +
      `la compte déjà, elle est comptée deux fois. Dites-le plus haut, sous « Entrées ` +
      `en cours de partie ».`,
    readingAdd: (n, given, track) =>
      `Totaux : ${track} ${fem(track) ? 'telle que saisie' : 'tel que saisi'} ` +
      `+ ${n} ${n === 1 ? 'entrée' : 'entrées'} en cours de ` +
      (`partie ${n === 1 ? 'ajoutée' : 'ajoutées'}` +
        `${given ? '.' : ` (la feuille ne dit pas si ${track} les compte déjà).`}`),
    readingOnTrack: (n, track) =>
      `Entrées en cours de partie montrées seulement : déjà sur ${track} ` +
      `(${n} ${n === 1 ? 'entrée' : 'entrées'}, ` +
      `non ${n === 1 ? 'ajoutée' : 'ajoutées'} de nouveau). Totaux ` +
      `: ${track} ${fem(track) ? 'telle que saisie' : 'tel que saisi'}, plus les ` +
      `lignes de fin de partie.`,
    shownOnly: (track) => `montrée, non ajoutée : déjà sur ${track}`,
    space: (n) => `case ${n}`,
    ratesPlay: (list) => `Barème en cours de partie : ${list}.`,
    ratesEnd: (list) => `Barème de fin de partie : ${list}.`,
    rate: (rate, what) => `${rate} par ${what}`,
    terms: {
      tile: 'tuile',
      'trail-segment': 'segment de piste',
      'town-segment': 'segment de ville',
      'trading-post': 'comptoir',
      flag: 'drapeau',
      'whole-farm': 'tuile de la ferme et de ses 8 voisines',
      'farm-tile': 'tuile de ferme',
      'surrounding-tile': 'tuile voisine',
      animal: 'animal',
    },
    conquestVp:
      'Points de victoire : tels qu’ils sont sur les jetons maintenant, ceux gagnés en cours de partie ' +
      'compris (déjà dessus, non ajoutés de nouveau). En fin de partie, chaque ' +
      'établissement ajoute 1 et chaque ville 3.',
  },
  options: {
    summary: (changed) => `Options de règles (${changed ? 'modifiées' : 'par défaut'})`,
    introBefore: 'Là où les sources se lisent de deux façons ; voir la ',
    introLink: 'page des options de règles',
    introAfter: '. Seules les lectures qui peuvent changer le résultat de ce relevé sont proposées.',
    ourDefault: ' (notre choix par défaut)',
    changed: (title, reading, change) => `${title} : « ${reading} » : ${change}.`,
    colon: ' : ',
    absentIntro:
      'Non proposées, parce qu’elles ne peuvent pas changer le résultat de ce relevé : ce que chacune décide ' +
      'est déjà dans les nombres que vous saisissez.',
    why: {
      eviction:
        'Un relevé n’a pas de déplacements d’arpenteurs ; vous ne saisissez que les colons encore debout sur ' +
        'chaque élément.',
      incompleteCount:
        'Une ligne compte le nombre que vous saisissez ; si votre groupe compte les segments, saisissez le ' +
        'nombre de segments comme tuiles de la ligne.',
      startSpacesCount:
        'Vous comptez vous-même les tuiles d’une piste ou d’une ville, avec ou sans ses cases de départ, ' +
        'comme votre groupe joue.',
      farmStartSpaces: 'Vous dites vous-même si une ferme est achevée et combien de tuiles l’entourent.',
      surveyorBonus:
        'Une ligne place un des colons d’un joueur dans la colonne des arpenteurs, et les deux lectures ' +
        'donnent alors le même bonus.',
      trackSurveyor:
        'Une règle maison sur l’endroit où se tiennent les arpenteurs en cours de partie ; vous saisissez ' +
        'les arpenteurs de chaque ligne.',
      cornerBorder:
        'Vous saisissez les villes qui comptent pour une montagne, le choix est donc déjà dans ce nombre.',
      cityShores: 'Vous saisissez vous-même les villes qui comptent pour une mer.',
      lastTile:
        'Elle décide de ce qui peut encore arriver une fois la boîte vide ; un relevé n’a pas de boîte, ' +
        'seulement les nombres que vous saisissez.',
      hand: 'Elle change la façon de piocher, pas la façon de marquer.',
      removeTiles: 'Elle change les tuiles jouées, pas la façon de marquer.',
    },
    whyOther: 'Le décompte du relevé ne la lit pas ; elle concerne le jeu sur le plateau.',
    uses: (reading) => `Ce relevé utilise « ${reading} », ce qui ne change rien ici.`,
    title: (name) => optionTitleIn('fr', name),
    reading: (name, v) => optionReadingIn('fr', name, v),
  },
};

export default words;
