/**
 * Les raisons des joueurs de l’ordinateur (src/engine/bots/reasons.ts) en français, pour la ligne
 * d’état du bac à sable (voir bot-reasons.en.ts) : un cas par code, si bien qu’un code oublié fait
 * échouer la vérification des types. Mots du glossaire : colon, marchand, brigand, trappeur,
 * fermier (New World) ; pion, explorateur, voleur, marin (Nouveau monde).
 */
import type { BotAct, BotReason, BotRuleset } from '@engine/bots/reasons';
import type { BotReasonText, SquareWords } from './bot-reasons.en';
import { playerFr } from '../narration-fr';
import { lazyNumber, lazyPlural } from '../intl';
import { countFr } from '../count';

/**
 * Les mots de chaque jeu : ses pièces, la tuile qui ne va nulle part, le coup du débutant sans pièce, le mot
 * du joueur fort avant une pièce.
 */
const RULESET: Record<
  BotRuleset,
  { pieces: string; noFit: string; nothingPicked: string; strongPut: string }
> = {
  'new-world': {
    pieces: 'colons',
    noFit: 'elle retourne dans la boîte',
    nothingPicked: 'un emplacement choisi',
    strongPut: 'avec',
  },
  discovery: {
    pieces: 'pions',
    noFit: 'elle est retirée de la partie',
    nothingPicked: 'un coup choisi',
    strongPut: 'et',
  },
};
const ROLE: Record<Extract<BotAct, { kind: 'put' }>['role'], string> = {
  shopkeeper: 'marchand',
  robber: 'brigand',
  trapper: 'trappeur',
  farmer: 'fermier',
  explorer: 'explorateur',
  thief: 'voleur',
  sailor: 'marin',
};
/** Les zones, toutes féminines (« sa ville », « sa mer »). */
const FEATURE: Record<Extract<BotAct, { kind: 'put' }>['feature'], string> = {
  town: 'ville',
  trail: 'piste',
  plains: 'plaine',
  farm: 'ferme',
  mountain: 'montagne',
  sea: 'mer',
};
const number = lazyNumber('fr-FR');
const plural = lazyPlural('fr-FR');
const points = (n: number) => `${number(n)} ${plural(n) === 'one' ? 'point' : 'points'}`;
const tenths = lazyNumber('fr-FR', { maximumFractionDigits: 1 });
/** « 1,5 point », « 2,5 points » : en français, le singulier va jusqu’à 2 exclu. */
const tenthPoints = (n: number) => `${tenths(n)} ${Math.abs(n) < 2 ? 'point' : 'points'}`;
type ExpertReason = Extract<BotReason, { code: 'expert' }>;
/** Le plan de l’expert en mots (reasons.ts `ExpertPlan`). */
const EXPERT_PLAN_FR: Record<ExpertReason['plan'], (r: ExpertReason, pieces: string) => string> = {
  'scores-now': (r) =>
    `${points(r.points)} ce tour-ci, et les parties simulées des tours suivants ne trouvent pas mieux`,
  'pieces-later': (r, pieces) =>
    `ses ${pieces} en jeu rapporteraient ${points(r.points)} si la partie s’arrêtait maintenant, et les ` +
    `parties simulées ne trouvent pas mieux`,
  'least-help': () =>
    'rien ne rapporte ce tour-ci ; de ces emplacements calmes, c’est celui qui le laisse le mieux placé dans ' +
    'les parties simulées',
  'looks-ahead': (r) =>
    `il voit plus loin ; sur les tours suivants, ce coup le laisse en moyenne ${tenthPoints(r.gain)} mieux ` +
    `placé que le meilleur score immédiat`,
  'holds-piece': (r, pieces) =>
    `il garde un de ses ${pieces} dans son stock pour un meilleur élément, en moyenne ${tenthPoints(r.gain)} ` +
    `de mieux sur les tours suivants que de le poser maintenant`,
};

/** Ce qui accompagne la tuile : « et un trappeur sur sa plaine », « et reprend son pion en x 1, y 0 ». */
function actWords(a: BotAct | null, join: string, square: SquareWords): string {
  if (!a) return '';
  switch (a.kind) {
    case 'put':
      return ` ${join} un ${ROLE[a.role]} sur sa ${FEATURE[a.feature]}`;
    case 'take-back':
      return ` et reprend son pion en ${square(a.x, a.y)}`;
    default:
      return a satisfies never;
  }
}

const botReason: BotReasonText = (
  r,
  square,
  place = (x, y, rotation) => `${square(x, y)}${rotation ? `, tournée de ${rotation}°` : ''}`,
) => {
  const w = RULESET[r.ruleset];
  const who = playerFr(r.player);
  if (r.code === 'fits-nowhere')
    return `${who} pioche la tuile ${r.tile}, qui ne va nulle part : ${w.noFit}.`;
  const head = `${who} pose la tuile ${r.tile} en ${place(r.x, r.y, r.rotation)}`;
  const strong = `${head}${actWords(r.act, w.strongPut, square)}`;
  switch (r.code) {
    case 'random':
      return `${head}${actWords(r.act, 'et', square)} : ${r.act ? 'un coup choisi' : w.nothingPicked} au hasard.`;
    case 'scores-now':
      return `${strong} : ${points(r.points)} ce tour-ci, le maximum possible.`;
    case 'pieces-later':
      return (
        `${strong} : ses ${w.pieces} en jeu rapporteraient ${points(r.points)} si la partie s’arrêtait ` +
        `maintenant.`
      );
    case 'expert':
      return (
        `${strong} : ${EXPERT_PLAN_FR[r.plan](r, w.pieces)} ` +
        `(${countFr(r.playouts, 'partie simulée', 'parties simulées')} des tours suivants, ` +
        `${countFr(r.remain, 'tuile')} à venir).`
      );
    case 'least-help':
      return `${strong} : rien ne rapporte de points ce tour-ci, et cet emplacement aide le moins les autres.`;
    default:
      return r satisfies never;
  }
};

export default botReason;
