/**
 * The calculator's verdicts in French: the engine's sentence of who wins or leads (`why`, English
 * as the command line says it: core/standings, race and conquest tallies) and the English verdict
 * a recent entry keeps (verdict.en.ts). Names are data: a list of them is read against the
 * players' names, never guessed, and each is shown with `show`. A sentence it does not know is
 * left in English. Loaded only by French pages (through calculator.fr.ts and keep.fr.ts).
 */
import { playerFr } from '@lib/i18n/narration-fr';

export type Show = (name: string) => string;

const num = (n: string | number) => new Intl.NumberFormat('fr-FR').format(Number(n));
const plural = (n: string | number, one: string, many: string) => `${num(n)} ${Math.abs(Number(n)) <= 1 ? one : many}`;

/** « Rouge », « Rouge et Bleu », « Rouge, Bleu et Vert ». */
export function listFr(names: readonly string[]): string {
  return names.length <= 1 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} et ${names[names.length - 1]}`;
}

/** An English list of names ("Red, Blue and Green") read against the known names, or null. */
export function readList(text: string, names: readonly string[]): string[] | null {
  const known = [...new Set(names)].sort((a, b) => b.length - a.length);
  const go = (s: string, last: boolean): string[] | null => {
    for (const n of known) {
      if (!s.startsWith(n)) continue;
      const rest = s.slice(n.length);
      if (rest === '') return [n];
      if (last) continue;
      for (const [sep, isLast] of [[', ', false], [' and ', true]] as const) {
        if (!rest.startsWith(sep)) continue;
        const more = go(rest.slice(sep.length), isLast);
        if (more) return [n, ...more];
      }
    }
    return null;
  };
  const list = go(text, false);
  // English lists say "A and B", "A, B and C": never "A, B".
  return list && (list.length < 3 || text.includes(' and ')) ? list : null;
}

/** A name as shown, « (neutre) » for the neutral colour of Race to the New Found Land. */
const who = (show: Show) => (n: string) => (n.endsWith(' (neutral)') ? `${show(n.slice(0, -10))} (neutre)` : show(n));

/** The names the engine's sentences may hold: the players, and any of them as the neutral colour. */
export const sayable = (names: readonly string[]) => [...names, ...names.map((n) => `${n} (neutral)`)];

/** Read a list in `text` and show it in French, or null. */
export function listIn(text: string, names: readonly string[], show: Show): { fr: string; many: boolean } | null {
  const l = readList(text, sayable(names));
  return l ? { fr: listFr(l.map(who(show))), many: l.length > 1 } : null;
}
const oneIn = (text: string, names: readonly string[], show: Show) => {
  const l = readList(text, sayable(names));
  return l && l.length === 1 ? who(show)(l[0]) : null;
};

/** "Red 3, Blue 1" (a name and a number, repeated) in French. */
const pairs = (text: string, show: Show) => text.split(', ').map((x) => x.replace(/^(.*) (-?\d+)$/, (_, n: string, k: string) => `${show(n)} ${num(k)}`)).join(', ');

const OUT = /; (.+) conceded and cannot win \(our reading: the rules do not say\)$/;
const ENDED = /; the game ended when (.+) conquered all the others, and is scored as at any end \(our reading: the rules do not say who wins then\)$/;
const AMONG = ' among the players still in the game';

type Rule = [RegExp, (m: RegExpExecArray, names: readonly string[], show: Show) => string | null];
const RULES: Rule[] = [
  [/^(.+) share the win\.$/, (m, n, s) => ((l) => l && `${l.fr} se partagent la victoire.`)(listIn(m[1], n, s))],
  [/^(.+) share the lead\.$/, (m, n, s) => ((l) => l && `${l.fr} sont à égalité en tête.`)(listIn(m[1], n, s))],
  [/^(.+) wins\.$/, (m, n, s) => ((p) => p && `${p} gagne.`)(oneIn(m[1], n, s))],
  [/^(.+) leads\.$/, (m, n, s) => ((p) => p && `${p} est en tête.`)(oneIn(m[1], n, s))],
  [/^No winner yet: the tally is not final\. (.+) leads? with (-?\d+)\.$/, (m, n, s) => ((l) => l && `Pas encore de vainqueur : le relevé n’est pas final. ${l.fr} ${l.many ? 'sont' : 'est'} en tête avec ${num(m[2])}.`)(listIn(m[1], n, s))],
  [/^(.+) has the most points \((-?\d+)(?:; next best (-?\d+))?\)$/, (m, n, s) => ((p) => p && `${p} a le plus de points (${num(m[2])}${m[3] ? ` ; le suivant en a ${num(m[3])}` : ''})`)(oneIn(m[1], n, s))],
  [
    /^(.+) tie on (-?\d+); (.+) has (?:more|the most) commodities \((.*)\)$/,
    (m, n, s) => {
      const l = listIn(m[1], n, s);
      const p = oneIn(m[3], n, s);
      const to = /^(\d+) to (\d+)$/.exec(m[4]);
      const rest = to ? `${num(to[1])} contre ${num(to[2])}` : m[4].replace(/^(\d+); (.*)$/, (_, k: string, o: string) => `${num(k)} ; ${pairs(o, s)}`);
      return l && p && `${l.fr} sont à égalité avec ${num(m[2])} ; ${p} a le plus de marchandises (${rest})`;
    },
  ],
  [/^(.+) tie on (-?\d+) and have (\d+) commodit(?:y|ies) each: they share the victory$/, (m, n, s) => ((l) => l && `${l.fr} sont à égalité avec ${num(m[2])} et ont ${plural(m[3], 'marchandise', 'marchandises')} chacun : ils se partagent la victoire`)(listIn(m[1], n, s))],
  [
    /^(.+) tie on (-?\d+); (.+) have the most commodities \((\d+) each; (.*)\) and share the victory$/,
    (m, n, s) => {
      const l = listIn(m[1], n, s);
      const a = listIn(m[3], n, s);
      return l && a && `${l.fr} sont à égalité avec ${num(m[2])} ; ${a.fr} ont le plus de marchandises (${num(m[4])} chacun ; ${pairs(m[5], s)}) et se partagent la victoire`;
    },
  ],
  [/^(.+) conquered all the other players and wins, whatever the VP \(the other reading: a total conquest is a victory in itself\)$/, (m, n, s) => ((p) => p && `${p} a conquis tous les autres joueurs et gagne, quels que soient les PV (l’autre lecture : une conquête totale est une victoire en soi)`)(oneIn(m[1], n, s))],
  [/^(.+) has the most VP \((-?\d+)\)((?: among the players still in the game)?)$/, (m, n, s) => ((p) => p && `${p} a le plus de PV (${num(m[2])})${m[3] ? ' parmi les joueurs encore en lice' : ''}`)(oneIn(m[1], n, s))],
  [
    /^(.+) tie on (-?\d+) VP((?: among the players still in the game)?) and share the victory \(the rules give no tie-break\)$/,
    (m, n, s) => ((l) => l && `${l.fr} sont à égalité avec ${num(m[2])} PV${m[3] === AMONG ? ' parmi les joueurs encore en lice' : ''} et se partagent la victoire (les règles ne prévoient aucun départage)`)(listIn(m[1], n, s)),
  ],
];

/** The engine's verdict sentence (`ScoredTally.why`) in French; as it is when not known. */
export function whyFr(why: string, names: readonly string[], show: Show = playerFr): string {
  let body = why;
  let tail = '';
  const out = OUT.exec(body);
  if (out) {
    const l = listIn(out[1], names, show);
    if (!l) return why;
    tail = ` ; ${l.fr} ${l.many ? 'ont abandonné et ne peuvent pas gagner' : 'a abandonné et ne peut pas gagner'} (notre lecture : les règles ne le disent pas)`;
    body = body.slice(0, out.index);
  }
  const ended = ENDED.exec(body);
  if (ended) {
    const p = oneIn(ended[1], names, show);
    if (!p) return why;
    tail = ` ; la partie s’est terminée quand ${p} a conquis tous les autres, et se décompte comme toute fin de partie (notre lecture : les règles ne disent pas qui gagne alors)${tail}`;
    body = body.slice(0, ended.index);
  }
  for (const [re, say] of RULES) {
    const m = re.exec(body);
    if (!m) continue;
    const fr = say(m, names, show);
    return fr === null ? why : fr + tail;
  }
  return why;
}

/** A recent entry's verdict, kept in English (verdict.en.ts), in French. */
export function winnerFr(winner: string, names: readonly string[], show: Show = playerFr): string {
  if (winner === 'Nothing scored yet.') return 'Rien de marqué pour l’instant.';
  const list = (re: RegExp, say: (l: string) => string) => {
    const m = re.exec(winner);
    const l = m && listIn(m[1], names, show);
    return l ? say(l.fr) : null;
  };
  const tie = /^Winner: (.+?) \(tie-break: (.*)\)$/s.exec(winner);
  const tieName = tie && oneIn(tie[1], names, show);
  if (tie && tieName) return `${tieName} gagne (départage : ${whyFr(tie[2], names, show)})`;
  return (
    list(/^Shared win: (.+)$/, (l) => `Victoire partagée : ${l}`) ??
    list(/^Winner: (.+)$/, (l) => `${l} gagne`) ??
    list(/^Level in the lead: (.+)$/, (l) => `À égalité en tête : ${l}`) ??
    list(/^Leading: (.+)$/, (l) => `En tête : ${l}`) ??
    whyFr(winner, names, show)
  );
}
