/** Sizes as players read them, and the input limit every screen shares with the command line. */

/** The largest game record or tally (1 MB): the engine's MAX_INPUT_BYTES (a test checks they agree). */
export const MAX_INPUT_BYTES = 1_048_576;

/** "20.0 MB", "12 KB" (rounded up, so a size just over a limit never reads as the limit). */
export function megabytes(n: number): string {
  return n >= 1_048_576
    ? `${(Math.ceil((n / 1_048_576) * 10) / 10).toFixed(1)} MB`
    : `${Math.ceil(n / 1024)} KB`;
}
