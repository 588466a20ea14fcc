/**
 * A tally's lines in French, said from their data (src/lib/rulesets/tallies/said.ts): each line's
 * title, its items and its reason (who has how many markers on a Race region and who takes its
 * bonuses, a New World player outnumbered). New World's and The Discovery's items are the
 * narration's (narration-fr.ts). Names are shown with `show`. Loaded only by French pages (through
 * calculator.fr.ts).
 */
import type { RaceClause, RaceColour, RaceItem, RaceReason, RaceTitle } from '@engine/tallies';
import { itemFr as scoreItemFr } from '@lib/i18n/score-items-fr';
import { andFr, countFr, numFr } from '@lib/i18n/tally-words-fr';
import type { ItemSaid, LineReason, LineTitle } from '@lib/rulesets/tallies';
import type { Show } from './verdict-fr';

const NW = { trail: 'Piste', town: 'Ville', farm: 'Ferme' } as const;
/** The Discovery's regions, with the ending « achevé » takes after them. */
const REGION = { seas: ['Mer', 'e'], mountains: ['Montagne', 'e'], plains: ['Plaines', 'es'] } as const;
const KIND = { island: 'île', city: 'ville' } as const;
const CONQUEST = { vp: 'Points de victoire', settlements: 'Établissements', cities: 'Villes' } as const;

function raceTitleFr(t: RaceTitle): string {
  switch (t.code) {
    case 'lap':
      return `Carte 50/100, face ${numFr(t.lap)} visible`;
    case 'region':
      return `${t.name} (${KIND[t.kind]}${t.never ? ', jamais décomptée' : ''})`;
    case 'card':
      return 'Bonus de la carte 50/100';
    case 'hand':
      return 'Cartes en main';
  }
}

/** A line's title: « Piste achevée (ligne 2) », « Mer inachevée (ligne 1) », « Baffin (île) ». */
export function titleFr(t: LineTitle): string {
  switch (t.code) {
    case 'feature':
      return t.type === 'plains'
        ? `Plaines (ligne ${t.line})`
        : `${NW[t.type]} ${t.complete ? 'achevée' : 'inachevée'} (ligne ${t.line})`;
    case 'figure':
      return `${REGION[t.region][0]} ${t.complete ? 'achevé' : 'inachevé'}${REGION[t.region][1]} (ligne ${t.line})`;
    case 'nation':
      return CONQUEST[t.type];
    default:
      return raceTitleFr(t);
  }
}

function raceItemFr(i: RaceItem): string {
  switch (i.code) {
    case 'markers':
      return `${countFr(i.n, 'marqueur', 'marqueurs')} × 1`;
    case 'lap':
      return `${numFr(i.lap)} points déjà passés sur la piste`;
    case 'primary':
      return 'bonus principal (le plus de marqueurs)';
    case 'secondary':
      return i.how === 'second'
        ? 'bonus secondaire (deuxième en marqueurs)'
        : i.how === 'shared'
          ? 'bonus secondaire partagé (à égalité pour la majorité)'
          : 'bonus secondaire (à égalité pour la majorité)';
    case 'card':
      return 'bonus de la carte 50/100';
    case 'hand':
      return `${countFr(i.n, 'carte', 'cartes')} en main (1x ou objectif) × 2`;
  }
}

/** A scoring item: « 4 tuiles × 1 », « 3 marqueurs × 1 », « 2 établissements × 1 ». */
export function itemFr(i: ItemSaid): string {
  switch (i.code) {
    case 'score':
      return scoreItemFr(i.item);
    case 'nation':
      if (i.type === 'vp')
        return i.n < 0
          ? `${countFr(-i.n, 'point', 'points')} d’oppression (PV négatifs)`
          : `${countFr(i.n, 'point', 'points')} de victoire`;
      return i.type === 'settlements'
        ? `${countFr(i.n, 'établissement', 'établissements')} × 1`
        : `${countFr(i.n, 'ville', 'villes')} × 3`;
    default:
      return raceItemFr(i);
  }
}

const NOBODY_SECONDARY = 'personne ne prend le bonus secondaire';

/** One clause of a Race region's outcome (engine: race/majority.ts). */
function clauseFr(c: RaceClause, show: Show): string {
  const who = (x: RaceColour) => (x.neutral ? `${show(x.name)} (neutre)` : show(x.name));
  switch (c.code) {
    case 'tie-most': {
      const takers =
        c.takers.length === 1
          ? `${show(c.takers[0])} prend`
          : c.takers.length === 2
            ? 'tous les deux prennent'
            : 'tous prennent';
      return (
        `${andFr(c.top.map(who))} sont à égalité pour la majorité, donc ${takers} le bonus secondaire ` +
        `de ${numFr(c.bonus)}${c.neutralLeft ? ' (la couleur neutre ne prend rien)' : ''}`
      );
    }
    case 'nobody-primary':
      return 'personne ne prend le bonus principal';
    case 'neutral-most':
      return (
        `la couleur neutre (${show(c.colour)}) a le plus de marqueurs, mais elle ne marque rien : ` +
        `personne ne prend le bonus principal`
      );
    case 'behind-neutral':
      return c.lead === 'next'
        ? 'selon notre lecture (pas celle du livret), le joueur qui a le plus de ' +
            'marqueurs derrière la couleur neutre occupe la deuxième place'
        : `selon l’autre lecture, personne ne prend aucun bonus tant que la couleur ` +
            `neutre a seule le plus de marqueurs, donc ${NOBODY_SECONDARY}`;
    case 'most':
      return `${show(c.player)} a le plus de marqueurs et prend le bonus principal de ${numFr(c.bonus)}`;
    case 'nobody-else':
      return `personne d’autre n’a de marqueur ici, donc ${NOBODY_SECONDARY}`;
    case 'passed-over':
      return (
        `la couleur neutre (${show(c.colour)}) est écartée de la deuxième place (l’autre lecture : ` +
        `la couleur neutre ne compte que pour la majorité), ` +
        `donc ${clauseFr(c.then, show)}`
      );
    case 'nobody-secondary':
      return NOBODY_SECONDARY;
    case 'tie-second': {
      const ours = c.ours
        ? ' (notre lecture, pas celle du livret : la couleur neutre occupe la deuxième place comme un joueur)'
        : '';
      return `${andFr(c.colours.map(who))} sont à égalité pour la deuxième place, donc ${NOBODY_SECONDARY}${ours}`;
    }
    case 'neutral-second':
      return (
        `la couleur neutre (${show(c.colour)}) est deuxième et, dans notre lecture (pas celle du ` +
        `livret), occupe la deuxième place bien qu’elle ne marque rien ` +
        `: ${NOBODY_SECONDARY}`
      );
    case 'second':
      return `${show(c.player)} est deuxième et prend le bonus secondaire de ${numFr(c.bonus)}`;
    case 'takes-secondary':
      return `${show(c.player)} prend le bonus secondaire de ${numFr(c.bonus)}`;
  }
}

function raceReasonFr(r: RaceReason, show: Show): string {
  switch (r.code) {
    case 'lap':
      return `la piste repart après 50 : ${numFr(r.lap)} s’ajoute donc à la case ${numFr(r.start)} du navire`;
    case 'final':
      return 'en fin de partie, 1 point par marqueur sur une île ou une ville non décomptée, sans bonus';
    case 'no-markers':
      return 'personne n’a de marqueur ici, donc aucun bonus n’est pris';
    case 'majority': {
      const who = (x: RaceColour) => (x.neutral ? `${show(x.name)} (neutre)` : show(x.name));
      const counts = r.counts
        .map((c, i) =>
          i === 0 ? `${who(c)} a ${countFr(c.n, 'marqueur', 'marqueurs')}` : `${who(c)} ${numFr(c.n)}`,
        )
        .join(', ');
      return `${counts} : ${r.outcome.map((c) => clauseFr(c, show)).join(' ; ')}`;
    }
  }
}

/** A line's reason: a New World player outnumbered, a Race region's majority, the 50/100 card's side. */
export function lineReasonFr(r: LineReason, show: Show): string {
  if (r.code !== 'outnumbered') return raceReasonFr(r, show);
  const { best, player, n } = r;
  return (
    `${andFr(best.map((b) => `${show(b.player)} (${numFr(b.n)})`))} ${best.length > 1 ? 'ont' : 'a'} ` +
    `plus de colons ici que ${show(player)} (${numFr(n)})`
  );
}
