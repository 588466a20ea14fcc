/**
 * The sandbox's two questions for a dispute, answered on copies of the game (nothing changes):
 * what scores this turn if the tile in hand goes here, for each choice of figure; and what each
 * feature would score at game end now. Loaded when first asked.
 */
import type { Session } from '@engine/session';
import { tell } from '@lib/replay/narrate';
import { withArticle } from '@lib/board/roles';
import { rulesetUi } from '@lib/rulesets/registry';

export function whatIf(s: Session, at: Record<string, number>, where: string): { where: string; lines: string[] } {
  const lines: string[] = [];
  const probe = s.clone();
  probe.place(at);
  const choices: ({ at: string; role?: string } | undefined)[] = [undefined, ...probe.deployOptions()];
  for (const f of choices) {
    const p = s.preview(at, f);
    const scored = p.events.map((e) => tell(s.ruleset, e)).filter((t) => t.points !== undefined);
    const gains = Object.entries(p.gain).filter(([, g]) => g).map(([pl, g]) => `${pl} +${g}`);
    const head = f ? `With ${withArticle(f.role ?? 'figure')} on ${f.at}` : `With no ${rulesetUi(s.ruleset).piece}`;
    lines.push(`${head}: ${gains.length ? gains.join(', ') : 'nothing scores'}${scored.length ? ` (${scored.map((t) => `${t.text}: ${t.sum}`).join('; ')})` : ''}.`);
  }
  return { where, lines };
}

export function endNow(s: Session): string[] {
  const p = s.finalPreview();
  const lines = p.events.map((e) => tell(s.ruleset, e)).filter((t) => t.points !== undefined).map((t) => `${t.text}: ${t.sum}`);
  return lines.length ? lines : ['Nothing would score at game end now.'];
}
