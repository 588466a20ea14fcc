/**
 * Saving and reading a session: the record (formats §3 or §8) with an optional `session`
 * field for what a record alone cannot hold: the box's seed, the steps of a turn in progress
 * (a tile placed but not yet scored) and the steps undone. Every field is checked and a bad one
 * is refused with its place and reason, as the record readers do.
 */
import { shown } from '../core/said';
import { refuseSession } from './refusals';
import { asArray, asInt, asObject, asOneOf, asRotation } from '../core/json';
import type { Adapter } from './ruleset';
import type { RulesetTypes, SavedSession, Step } from './types';

const STEP_KINDS = [
  'draw',
  'rotate',
  'place',
  'deploy',
  'withdraw',
  'order',
  'confirm',
  'discard',
  'finish',
] as const;
const MAX_STEPS = 400;

function asString(raw: unknown, path: string, max = 40): string {
  if (typeof raw !== 'string' || raw.length === 0 || raw.length > max)
    refuseSession(path, { code: 'not-text', max, got: shown(raw) });
  return raw;
}

/** Check one step's shape (whether it is legal is for the game to say when it is applied). */
export function parseStep<R extends RulesetTypes>(raw: unknown, path: string, adapter: Adapter<R>): Step<R> {
  const o = asObject(raw, path);
  const kind = asOneOf(o.step, `${path}.step`, STEP_KINDS);
  switch (kind) {
    case 'draw':
      return {
        step: 'draw',
        tile: asString(o.tile, `${path}.tile`),
        ...(o.chosen === true ? { chosen: true } : {}),
      };
    case 'rotate':
      return { step: 'rotate', rotation: asRotation(o.rotation, `${path}.rotation`) };
    case 'place':
      return { step: 'place', at: adapter.readSpot(o.at, `${path}.at`) };
    case 'withdraw': {
      const at = asObject(o.at, `${path}.at`);
      return { step: 'withdraw', at: { x: asInt(at.x, `${path}.at.x`), y: asInt(at.y, `${path}.at.y`) } };
    }
    case 'deploy':
      return { step: 'deploy', figure: adapter.readFigure(o.figure, `${path}.figure`) };
    case 'order':
      return {
        step: 'order',
        order: asArray(o.order, `${path}.order`, 20).map((e, j) => {
          const p = `${path}.order[${j}]`;
          const eo = asObject(e, p);
          return {
            col: asInt(eo.col, `${p}.col`),
            row: asInt(eo.row, `${p}.row`),
            at: asString(eo.at, `${p}.at`, 2),
          };
        }),
      };
    default:
      return { step: kind };
  }
}

/** Read the `session` field of a saved record (absent: a fresh session with the given seed). */
export function parseSaved<R extends RulesetTypes>(
  raw: unknown,
  adapter: Adapter<R>,
  seed: number,
): SavedSession<R> {
  if (raw === undefined) return { version: 1, seed, pending: [], redo: [] };
  const o = asObject(raw, 'session');
  if (o.version !== 1) refuseSession('session.version', { code: 'not-version', got: shown(o.version) });
  const steps = (k: 'pending' | 'redo') =>
    o[k] === undefined
      ? []
      : asArray(o[k], `session.${k}`, MAX_STEPS).map((s, i) => parseStep(s, `session.${k}[${i}]`, adapter));
  return {
    version: 1,
    seed: o.seed === undefined ? seed : asInt(o.seed, 'session.seed', 0, 2 ** 31 - 1),
    pending: steps('pending'),
    redo: steps('redo'),
  };
}
