/**
 * Who wins a game scored on paper, or who leads before the end: the highest total; players level
 * on it share the win (New World and The Discovery name no tie-break). Race to the New Found Land
 * and New World Conquest decide their own (rulesets/race, rulesets/conquest).
 */
import { listNames } from './words';

/** The verdict as data: who has the highest total, at the end (`final`) or during play. */
export interface StandingVerdict {
  readonly code: 'standing';
  readonly names: readonly string[];
  readonly final: boolean;
}

export interface Standing {
  /** The winner(s) at the end, else the leader(s). */
  winners: string[];
  /** The verdict as a sentence: "Red wins.", "Red and Blue share the lead." */
  why: string;
  /** The same, as data. */
  verdict: StandingVerdict;
}

/** "Red wins.", "Red and Blue share the lead.": the verdict as the command line says it. */
export function standingEnglish(v: StandingVerdict): string {
  return v.names.length > 1
    ? `${listNames(v.names)} ${v.final ? 'share the win' : 'share the lead'}.`
    : `${v.names[0]} ${v.final ? 'wins' : 'leads'}.`;
}

export function standings(players: readonly { name: string; score: number }[], final: boolean): Standing {
  const top = Math.max(...players.map((p) => p.score));
  const winners = players.filter((p) => p.score === top).map((p) => p.name);
  const verdict: StandingVerdict = { code: 'standing', names: winners, final };
  return { winners, why: standingEnglish(verdict), verdict };
}
