/**
 * The sandbox's two questions for a dispute, answered on copies of the game (nothing changes):
 * what scores this turn if the tile in hand goes here, for each choice of figure; and what each
 * feature would score at game end now. Loaded when first asked; told in the page's words.
 */
import type { Session } from '@engine/session';
import { tell, type Narrator } from '@lib/replay/narrate';
import { rulesetUi } from '@lib/rulesets/registry';
import type { SandboxWords } from '@lib/i18n/ui/sandbox.en';

export function whatIf(
  s: Session,
  at: Record<string, number>,
  where: string,
  w: SandboxWords,
  narrator: Narrator,
): { where: string; lines: string[] } {
  const q = w.questions;
  const lines: string[] = [];
  const probe = s.clone();
  probe.place(at);
  const choices: ({ at: string; role?: string } | undefined)[] = [undefined, ...probe.deployOptions()];
  for (const f of choices) {
    const p = s.preview(at, f);
    const scored = p.events.map((e) => tell(s.ruleset, e, narrator)).filter((t) => t.points !== undefined);
    const gains = Object.entries(p.gain)
      .filter(([, g]) => g)
      .map(([pl, g]) => q.gain(pl, g));
    const head = f ? q.withPiece(f.role ?? 'figure', f.at) : q.withNone(rulesetUi(s.ruleset).piece);
    lines.push(
      q.line(
        head,
        gains,
        scored.map((t) => w.told(t.text, t.sum)),
      ),
    );
  }
  return { where, lines };
}

export function endNow(s: Session, w: SandboxWords, narrator: Narrator): string[] {
  const p = s.finalPreview();
  const lines = p.events
    .map((e) => tell(s.ruleset, e, narrator))
    .filter((t) => t.points !== undefined)
    .map((t) => w.told(t.text, t.sum));
  return lines.length ? lines : [w.questions.nothingAtEnd];
}
