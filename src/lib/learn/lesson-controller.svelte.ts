/**
 * A guided lesson on the playable board (/learn/…/): the lesson's position on the engine's session,
 * each step's tile dealt, the learner's move checked by lesson-run.ts (the rules' reason with the
 * rule's link, or the lesson's hint), the scoring that follows told in words, the other seats'
 * moves played and told, then the closing questions graded by the engine. Progress is kept in
 * this browser by the keeper, like games and tallies (lesson-keeping.ts). LessonPlayer.svelte lays
 * it out and forwards the learner's choices, with the words of the page's language (`mount`).
 */
import { live } from '@lib/state/live';
import { loadRuleset } from '@engine/play';
import type { Session } from '@engine/session/session';
import type { Lesson, LessonQuestion } from '@lib/content/lesson-schema';
import {
  boardModel,
  boardSpots,
  boardTargets,
  fromGrid,
  toGrid,
  type BoardSpot,
  type BoardTarget,
} from '@lib/board/board-model';
import { url } from '@lib/io/url';
import { documentLang, localePath } from '@lib/i18n/lang';
import type { BoardWords } from '@lib/i18n/ui/board.en';
import EN, { type LearnWords } from '@lib/i18n/ui/learn.en';
import { pointing } from '@lib/board/pointing';
import { loadRulesetUi } from '@lib/rulesets/registry';
import type { tell } from '@lib/replay/narrate';
import {
  answer,
  checkFigure,
  choiceOf,
  checkPlace,
  deal,
  finishMove,
  inPlayersWords,
  lessonAt,
  playMove,
  spotOf,
  type FigureChoice,
  type Verdict,
} from './lesson-run';
import { NOT_BEGUN, type LessonProgress } from './progress';
import type { Notice } from '@lib/keep/keeper';
import type { LessonKeeper } from './lesson-keeping';
import { typedAnswers } from '@lib/learn/lesson-drafts';

/** What one move did, in words: who, what the lesson said of it, and each event told. */
export interface Told {
  who: string;
  say: string;
  lines: { text: string; sum?: string; href: string }[];
}
export interface Asked {
  value: string;
  verdict: 'right' | 'wrong' | 'shown' | null;
  points: number | null;
  lines: string[];
}

/** Events worth telling: not the tile laid (the step says it). */
const worthTelling = (e: object) => !('kind' in e && e.kind === 'place');

export function lessonController(given: Lesson, slug: string) {
  // A plain copy: an island's props may arrive as reactive proxies, which the engine's record reader cannot copy.
  const lesson: Lesson = $state.snapshot(given);
  let game = $state.raw<Session | null>(null);
  let version = $state(0);
  /** The step the learner is on (steps made so far). */
  let index = $state(0);
  /** 'step': waiting for the learner's move; 'moved': the move is made, waiting for "Continue"; 'questions'; 'done'. */
  let stage = $state<'loading' | 'step' | 'moved' | 'questions' | 'done'>('loading');
  let refusal = $state<{ why: string; href: string } | null>(null);
  let told = $state<Told[]>([]);
  let asked = $state<Asked[]>(
    lesson.questions.map(() => ({ value: '', verdict: null, points: null, lines: [] })),
  );
  let status = $state('');
  let saveProblem = $state<string | null>(null);
  /**
   * What the keeper says (another tab's progress shown, a restart with its Undo); `kept` goes up when it
   * shows a state.
   */
  let notice = $state.raw<Notice | null>(null);
  let kept = $state(0);
  let ready = false;
  /** The keeper of this lesson's progress (lesson-keeping.ts), loaded with the lesson's rules. */
  let keeper = $state.raw<LessonKeeper | null>(null);
  let teller = $state.raw<typeof tell | null>(null);
  /** The question whose move the board shows (its square outlined). */
  let showing = $state<number | null>(null);
  let unsubscribe: (() => void) | null = null;
  /** A settler or tile pointed at: its feature outlined and told (pointing.ts). */
  let hover = $state.raw<{ gx: number; gy: number }[] | null>(null);
  let pointed = $state<string | null>(null);
  /** The words of the page's language (given to `mount`). */
  let lw: LearnWords = EN;
  let bw = $state.raw<BoardWords | undefined>(undefined);
  const ruleHref = (rule: string) => url(localePath(documentLang(), rule));

  const steps = lesson.steps;
  const step = $derived(steps[index] ?? null);
  const model = $derived.by(() => {
    void version;
    const s = game;
    if (!s) return null;
    const q = showing === null ? null : lesson.questions[showing];
    return boardModel(
      s,
      {},
      q?.move
        ? [toGrid(s.ruleset, spotOf(q.move))]
        : (hover ?? (stage === 'step' ? (step?.look ?? []).map((p) => toGrid(s.ruleset, p)) : [])),
      bw,
    );
  });
  const spots = $derived(game && model && stage === 'step' ? boardSpots(game, model, bw) : []);
  const targets = $derived(game && model && stage === 'step' ? boardTargets(game, model, bw) : []);
  /** The square the board keeps in view: the step's, or the question's shown. */
  const focus = $derived.by(() => {
    const s = game;
    const q = showing === null ? null : lesson.questions[showing];
    const m = q?.move ?? (stage === 'step' ? step?.move : null);
    return s && m ? toGrid(s.ruleset, spotOf(m)) : null;
  });
  const phase = $derived.by(() => {
    void version;
    return game?.phase ?? 'draw';
  });
  const hand = $derived.by(() => {
    void version;
    const h = game?.hand;
    return game && h && stage === 'step' && game.phase === 'place'
      ? { id: h.tile, rotation: h.rotation }
      : null;
  });

  const pointer = pointing(
    () => game,
    (key) => (model?.figures ?? []).findIndex((f) => f.key === key),
    (p) => {
      hover = p.hover;
      pointed = p.tileNote ?? (p.info ? `${p.info.label}: ${p.info.note}` : null);
    },
  );
  // The pointer's methods as functions of their own: the board calls them unbound.
  const figure: typeof pointer.figure = (key) => pointer.figure(key);
  const tile: typeof pointer.tile = (at) => pointer.tile(at);

  function use(s: Session) {
    unsubscribe?.();
    game = s;
    version = s.version;
    unsubscribe = s.subscribe((x) => {
      if (x === game) version = x.version;
    });
  }

  function progress(): LessonProgress {
    return {
      step: index,
      right: asked.flatMap((a, i) => (a.verdict === 'right' ? [i] : [])),
      answered: asked.flatMap((a, i) => (a.verdict ? [i] : [])),
      done: stage === 'done',
    };
  }
  const save = () => keeper?.saveTold((problem) => (saveProblem = problem));

  /** Tell the events since `from` (the words load with the lesson). */
  function tellSince(s: Session, from: number, who: string, say: string): Told {
    const t = teller;
    const lines = t
      ? s
          .events()
          .slice(from)
          .filter(worthTelling)
          .map((e) => {
            const w = t(s.ruleset, e, lw.narrator ?? undefined);
            return { text: w.text, sum: w.sum, href: w.href };
          })
      : [];
    return { who: lw.player(who), say, lines };
  }

  /**
   * Play the lesson's own moves from the current step on, then deal the learner's next tile (or go to the
   * questions).
   */
  function playOn(s: Session) {
    const out: Told[] = [];
    while (steps[index]?.by === 'lesson') {
      const st = steps[index];
      const from = s.events().length;
      const who = s.current.currentPlayer;
      playMove(s, st.move);
      out.push(tellSince(s, from, who, st.say));
      index++;
    }
    if (index >= steps.length) {
      stage = 'questions';
      status = lw.nowQuestions;
    } else {
      deal(s, steps[index]);
      stage = 'step';
      status = lw.stepStatus(index + 1, steps.length);
    }
    return out;
  }

  async function mount(words: LearnWords, board: BoardWords): Promise<() => void> {
    lw = words;
    bw = board;
    const [k] = await Promise.all([
      import('./lesson-keeping'),
      loadRuleset(lesson.record.format),
      loadRulesetUi(lesson.record.format),
      import('@lib/replay/narrate').then((m) => (teller = m.tell)),
    ]);
    const kp = (keeper = k.lessonKeeper(slug, lesson, {
      current: () => (ready ? progress() : null),
      show: (p, say) => (kept++, begin(p), say && (status = say), save()),
      notice: (n) => (notice = n),
    }));
    const o = await kp.open('');
    begin(o.state ?? NOT_BEGUN);
    ready = true;
    kp.watch();
    return () => (unsubscribe?.(), kp.destroy());
  }

  function begin(p: LessonProgress) {
    index = p.step;
    refusal = null;
    told = [];
    showing = null;
    const typed = typedAnswers(slug, lesson.questions.length);
    asked = lesson.questions.map((_, i) => ({
      value: typed[i],
      verdict: p.answered.includes(i) ? (p.right.includes(i) ? 'right' : 'shown') : null,
      points: null,
      lines: [],
    }));
    const s = lessonAt(lesson, Math.min(index, steps.length));
    use(s);
    told = playOn(s);
    if (p.done) stage = 'done';
    // Answers given before a reload are shown again with the engine's figures.
    asked.forEach((a, i) => {
      if (a.verdict) void grade(i, true);
    });
  }

  function refuse(v: Verdict) {
    if (v.ok) return;
    void lw
      .refusals()
      .then((rw) => inPlayersWords(v, rw))
      .then((why) => {
        refusal = { why, href: ruleHref(v.rule) };
        status = lw.notThisMove(why);
      });
  }

  function place(spot: BoardSpot) {
    const s = game;
    const st = step;
    if (!s || !st || stage !== 'step' || s.phase !== 'place') return;
    const at = fromGrid(s.ruleset, spot.gx, spot.gy);
    const v = checkPlace(s, st, at, lw);
    if (!v.ok) return refuse(v);
    refusal = null;
    // A tile that looks the same turned either way is laid as the lesson has it.
    if (s.hand?.rotation !== st.move.rotation) s.setRotation(st.move.rotation);
    s.place(spotOf(st.move));
    status =
      st.move.settler || st.move.figure ? lw.laidFigure : st.move.withdraw ? lw.laidWithdraw : lw.laidEnd;
  }

  function choose(choice: FigureChoice) {
    const s = game;
    const st = step;
    if (!s || !st || stage !== 'step' || s.phase !== 'act') return;
    const v = checkFigure(st, choice, lw);
    if (!v.ok) return refuse(v);
    refusal = null;
    const from = s.events().length - 1; // the placing event is told with the move
    const who = s.current.currentPlayer;
    finishMove(s, st.move);
    told = [tellSince(s, Math.max(from, 0), who, st.then ?? lw.done)];
    index++;
    stage = 'moved';
    status = lw.continueWhenReady(st.then ?? lw.done);
    save();
  }

  const target = (t: BoardTarget) => choose(choiceOf(t));

  function next() {
    const s = game;
    if (!s || stage !== 'moved') return;
    told = playOn(s);
    save();
  }

  function rotate() {
    if (game && stage === 'step' && game.phase === 'place') game.rotate();
  }

  /** Grade question `i` by the engine (`again`: show an answer given before a reload, as it was). */
  async function grade(i: number, again = false) {
    const s = game;
    const q: LessonQuestion | undefined = lesson.questions[i];
    if (!s || !q) return;
    const a = await answer(s, q);
    const t = teller;
    const lines = t
      ? a.events.filter(worthTelling).map((e) => {
          const w = t(s.ruleset, e, lw.narrator ?? undefined);
          return w.sum ? `${w.text}${lw.colon}${w.sum}` : w.text;
        })
      : [];
    const was = asked[i];
    const typed = Number(was.value.trim());
    const verdict = again ? was.verdict : was.value.trim() !== '' && typed === a.points ? 'right' : 'wrong';
    asked[i] = { ...was, verdict, points: a.points, lines };
    if (!again) {
      status = verdict === 'right' ? lw.right(q.player, a.points) : lw.notQuite;
      finishIfAnswered();
      save();
    }
  }

  function reveal(i: number) {
    const a = asked[i];
    if (!a || a.points === null) return;
    asked[i] = { ...a, verdict: 'shown' };
    status = lw.scores(lesson.questions[i].player, a.points);
    finishIfAnswered();
    save();
  }

  function finishIfAnswered() {
    if (stage === 'questions' && asked.every((a) => a.verdict === 'right' || a.verdict === 'shown')) {
      stage = 'done';
      status = lw.lessonComplete;
    }
  }

  /** Start again: the progress so far is kept in the recent list first, and the notice offers Undo. */
  const restart = () => void keeper?.replace(NOT_BEGUN, lw.startedAgain, 'started again');

  return live(
    {
      s: () => game,
      model: () => model,
      spots: () => spots,
      targets: () => targets,
      hand: () => hand,
      phase: () => phase,
      focus: () => focus,
      pointed: () => pointed,
      stage: () => stage,
      index: () => index,
      step: () => step,
      refusal: () => refusal,
      told: () => told,
      asked: () => asked,
      status: () => status,
      saveProblem: () => saveProblem,
      notice: () => notice,
      kept: () => kept,
      keeper: () => keeper,
    },
    {
      figure,
      tile,
      dismiss: () => (notice = null),
      get showing() {
        return showing;
      },
      set showing(i: number | null) {
        showing = i;
      },
      mount,
      place,
      target,
      choose,
      next,
      rotate,
      grade,
      reveal,
      restart,
    },
  );
}

export type LessonController = ReturnType<typeof lessonController>;
