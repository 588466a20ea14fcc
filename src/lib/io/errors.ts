/** What went wrong, in words: an Error's message, or anything else thrown as text. */
export function messageOf(e: unknown): string {
  return e instanceof Error ? e.message : String(e);
}
