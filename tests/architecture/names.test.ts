/**
 * Names are data (issue 29): no lookup by a player's name on a plain object anywhere in src/
 * (scripts, frontmatter and a component's markup), read by scripts/name-lookups.mjs with the
 * TypeScript parser. Such records are read with `own` (src/lib/io/names.ts, src/engine/core/names.ts)
 * and built with `Object.fromEntries`, a computed key or `withKey`. docs/architecture.md (the code map) says
 * what counts as a lookup by a name.
 */
import { describe, expect, it } from 'vitest';
import { nameLookups, nameLookupsOf } from '../../scripts/name-lookups.mjs';
import { own as ownLib, withKey } from '@lib/io/names';
import { own as ownEngine, ownOr } from '../../src/engine/core/names';

const ROOT = new URL('../../', import.meta.url).pathname;
const PROTO_NAMES = ['constructor', 'toString', 'valueOf', 'hasOwnProperty', '__proto__'];

describe('names are data', () => {
  it('src/ looks up no player name on a plain object', () => {
    expect(nameLookups()).toEqual([]);
  });

  it('finds a lookup by a name when there is one (the check can fail)', () => {
    const ts = [
      'const seat = (who: string) => seats[who];', // the sandbox's bug
      'seats[names[i]] = p.by;', // the new-game form's bug
      'const n = t.hands[p.name];',
      'if (name in colours) x = 1;',
      'const ok = s.players[t.player] + own(seats, who) + o.seats[at];', // a seat's number, the helper: allowed
    ].join('\n');
    expect(nameLookupsOf(`${ROOT}src/lib/planted.ts`, ts)).toEqual([
      'src/lib/planted.ts:1: seats[who]',
      'src/lib/planted.ts:2: seats[names[i]]',
      'src/lib/planted.ts:3: t.hands[p.name]',
      'src/lib/planted.ts:4: name in colours',
    ]);
    const svelte =
      '<script lang="ts">\n  let { scores } = $props();\n  const by = (p: string) => scores[p];\n</script>\n\n{#each players as p}\n  <td>{scores[p]}</td>{@const c = colours[p.name]}\n{/each}\n';
    expect(nameLookupsOf(`${ROOT}src/components/Planted.svelte`, svelte)).toEqual([
      'src/components/Planted.svelte:3: scores[p]',
      'src/components/Planted.svelte:7: scores[p]',
      'src/components/Planted.svelte:7: colours[p.name]',
    ]);
  });

  it('the helpers read only what a name holds itself, and write it as data', () => {
    for (const name of PROTO_NAMES) {
      for (const own of [ownLib, ownEngine]) {
        expect(own({}, name), name).toBeUndefined();
        expect(own(Object.fromEntries([[name, 'greedy']]), name), name).toBe('greedy');
      }
      expect(ownOr({}, name, 0)).toBe(0);
      const o = withKey({ Red: 1 }, name, 2);
      expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
      expect(Object.keys(o)).toEqual(['Red', name]);
      expect(JSON.parse(JSON.stringify(o))).toEqual(o);
    }
  });
});
