/**
 * What the command line says about a case: `nw score x.json --json` for records,
 * `nw tally x.json --json` for tallies, run in this process through `run` (no child process).
 */
import { run } from '../../../src/cli/commands';
import type { Case } from './corpus';

export type Verdict =
  { kind: 'accepted'; players: [string, number][] } | { kind: 'refused'; message: string };

const FILE = 'x.json';

export function cliVerdict(c: Case): Verdict {
  const text = JSON.stringify(c.input);
  const res = run([c.page === 'sandbox' ? 'score' : 'tally', FILE, '--json'], () => text);
  if (res.code === 0) {
    const out = JSON.parse(res.stdout) as { players: { name: string; score: number }[] };
    return { kind: 'accepted', players: out.players.map((p) => [p.name, p.score]) };
  }
  if (res.code === 1) {
    const prefix = `nw: ${FILE}: `;
    const line = res.stderr.replace(/\n$/, '');
    if (!line.startsWith(prefix) || line.includes('\n'))
      throw new Error(`${c.id}: unexpected stderr from the command line: ${JSON.stringify(res.stderr)}`);
    return { kind: 'refused', message: line.slice(prefix.length) };
  }
  throw new Error(`${c.id}: the command line exited with ${res.code}: ${res.stderr}`);
}

export function verdictText(v: Verdict): string {
  return v.kind === 'accepted'
    ? `accepted ${v.players.map(([n, s]) => `${n} ${s}`).join(', ')}`
    : `refused: ${v.message}`;
}
