/** Files as people save them (shared by the sandbox and the calculators). */

/** Text of a file as people save it: a UTF-8 byte-order mark is dropped. */
export function readFileText(text: string): unknown {
  const t = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  try {
    return JSON.parse(t);
  } catch (e) {
    throw new Error(`the file is not valid JSON (${(e as Error).message})`);
  }
}
