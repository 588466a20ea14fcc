/**
 * Who wins a game scored on paper, or who leads before the end: the highest total; players level
 * on it share the win (New World and The Discovery name no tie-break). Race to the New Found Land
 * and New World Conquest decide their own (rulesets/race, rulesets/conquest).
 */
import { listNames } from './words';

export interface Standing {
  /** The winner(s) at the end, else the leader(s). */
  winners: string[];
  /** The verdict as a sentence: "Red wins.", "Red and Blue share the lead." */
  why: string;
}

export function standings(players: readonly { name: string; score: number }[], final: boolean): Standing {
  const top = Math.max(...players.map((p) => p.score));
  const winners = players.filter((p) => p.score === top).map((p) => p.name);
  const why = winners.length > 1 ? `${listNames(winners)} ${final ? 'share the win' : 'share the lead'}.` : `${winners[0]} ${final ? 'wins' : 'leads'}.`;
  return { winners, why };
}
