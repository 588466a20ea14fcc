/** A lesson's typed answers as a draft of this tab (keep/drafts.ts), loaded with the lesson player. */
import { keepDraft, takeDraft } from '@lib/keep/drafts';

/** Answers typed and not yet checked are a draft of this tab (keep/drafts.ts): a reload brings them back. */
const answersDraft = (slug: string) => `lesson.${slug}.answers`;

/** Keep the typed answers of the questions not yet answered (none: the draft goes). */
export function keepAnswers(slug: string, asked: readonly { value: string; verdict: string | null }[]): void {
  const typed = asked.map((a) => (a.verdict === 'right' || a.verdict === 'shown' ? '' : a.value));
  keepDraft(answersDraft(slug), typed.some((v) => v !== '') ? typed : null);
}

/** The typed answers kept in this tab for a lesson of `count` questions ('' where none). */
export function typedAnswers(slug: string, count: number): string[] {
  const kept = takeDraft(answersDraft(slug), (raw) =>
    Array.isArray(raw) && raw.length === count
      ? raw.map((v) => (typeof v === 'string' ? v.slice(0, 12) : ''))
      : null,
  );
  return kept ?? new Array<string>(count).fill('');
}
