/**
 * The calculator's verdicts in French, said from their data (the engine's `TallyVerdict`: New
 * World's and The Discovery's standing, Race's and Conquest's verdicts) and the verdict's few
 * words (`Headline`, src/lib/rulesets/tallies/said.ts) for the result bar and the recent list.
 * Names are shown with `show`. Loaded only by French pages (through calculator.fr.ts and keep.fr.ts).
 */
import type { RaceCommodities, TallyVerdict } from '@engine/tallies';
import { playerFr } from '@lib/i18n/narration-fr';
import { andFr, countFr, numFr } from '@lib/i18n/tally-words-fr';
import type { VerdictWords } from '@lib/i18n/ui/verdict.en';

export type Show = (name: string) => string;

/** « Rouge », « Rouge et Bleu », « Rouge, Bleu et Vert ». */
export const listFr = andFr;

const stock = (show: Show) => (r: RaceCommodities) => `${show(r.name)} ${numFr(r.commodities)}`;

/** Who conceded (New World Conquest), said after the verdict. */
const outFr = (conceded: readonly string[], show: Show) => {
  if (!conceded.length) return '';
  const out =
    conceded.length > 1 ? 'ont abandonné et ne peuvent pas gagner' : 'a abandonné et ne peut pas gagner';
  return ` ; ${andFr(conceded.map(show))} ${out} (notre lecture : les règles ne le disent pas)`;
};

/** The engine's verdict (`ScoredTally.verdict`) in French. */
export function whyFr(v: TallyVerdict, show: Show = playerFr): string {
  const list = (names: readonly string[]) => andFr(names.map(show));
  switch (v.code) {
    case 'standing':
      return v.names.length > 1
        ? `${list(v.names)} ${v.final ? 'se partagent la victoire' : 'sont à égalité en tête'}.`
        : `${show(v.names[0])} ${v.final ? 'gagne' : 'est en tête'}.`;
    case 'race-not-final':
      return (
        `Pas encore de vainqueur : le relevé n’est pas ` +
        `final. ${list(v.leaders)} ${v.leaders.length > 1 ? 'sont' : 'est'} en tête ` +
        `avec ${numFr(v.best)}.`
      );
    case 'race-most':
      return (
        `${show(v.winner)} a le plus de points ` +
        `(${numFr(v.best)}${v.next !== null ? ` ; le suivant en a ${numFr(v.next)}` : ''})`
      );
    case 'race-commodities': {
      const rest =
        v.others.length === 1
          ? `${numFr(v.most)} contre ${numFr(v.others[0].commodities)}`
          : `${numFr(v.most)} ; ${v.others.map(stock(show)).join(', ')}`;
      return (
        `${list(v.tied)} sont à égalité avec ${numFr(v.best)} ; ${show(v.winner)} a le plus de ` +
        `marchandises (${rest})`
      );
    }
    case 'race-commodities-level':
      return (
        `${list(v.tied)} sont à égalité avec ${numFr(v.best)} et ` +
        `ont ${countFr(v.most, 'marchandise', 'marchandises')} chacun : ils se partagent ` +
        `la victoire`
      );
    case 'race-commodities-shared':
      return (
        `${list(v.tied)} sont à égalité avec ${numFr(v.best)} ; ${list(v.ahead)} ont le plus de ` +
        `marchandises (${numFr(v.most)} chacun ` +
        `; ${v.others.map(stock(show)).join(', ')}) et se partagent la victoire`
      );
    case 'conquest-conqueror':
      return (
        `${show(v.conqueror)} a conquis tous les autres joueurs et gagne, quels que soient les PV ` +
        `(l’autre lecture : une conquête totale est une victoire en ` +
        `soi)${outFr(v.conceded, show)}`
      );
    case 'conquest-most': {
      const among = v.conceded.length ? ' parmi les joueurs encore en lice' : '';
      const ended =
        v.conqueror !== null
          ? ` ; la partie s’est terminée quand ${show(v.conqueror)} a conquis tous les autres, et se décompte ` +
            `comme toute fin de partie (notre lecture : les règles ne disent pas qui gagne ` +
            `alors)`
          : '';
      const said =
        v.winners.length === 1
          ? `${show(v.winners[0])} a le plus de PV (${numFr(v.best)})${among}`
          : `${list(v.winners)} sont à égalité avec ${numFr(v.best)} PV${among} et se partagent la victoire ` +
            `(les règles ne prévoient aucun départage)`;
      return `${said}${ended}${outFr(v.conceded, show)}`;
    }
  }
}

/** The verdict's few words in French (the result bar, the recent list). */
export const VERDICT_FR: VerdictWords = {
  nothing: 'Rien de marqué pour l’instant.',
  sharedWin: (names) => `Victoire partagée : ${andFr(names)}`,
  winner: (name) => `${name} gagne`,
  tieBreak: (name, why) => `${name} gagne (départage : ${why.replace(/\.$/, '')})`,
  levelLead: (names) => `À égalité en tête : ${andFr(names)}`,
  leading: (name) => `En tête : ${name}`,
  why: (v, show) => whyFr(v, show),
};
