/**
 * The command line (formats §5): `npm run -s nw -- <command> …`.
 * Exit 0 done, 1 invalid input, an illegal move or an `--out` file that cannot be written (one
 * line on stderr, nothing on stdout), 2 wrong usage.
 */
import { resolve } from 'node:path';
import { run } from './commands';
import { readInputFile, writeOutputFile } from './read-file';
import { shown } from './safe-text';

// `npm run` starts us in the project folder; file names are relative to where the user was.
const here = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

const out = run(process.argv.slice(2), (file) => readInputFile(here(file)));
let code = out.code;
if (out.file !== undefined && out.stdout) {
  const problem = writeOutputFile(here(out.file), out.stdout);
  if (problem) {
    process.stderr.write(`nw: ${shown(out.file)}: ${problem}\n`);
    code = 1;
  }
} else if (out.stdout) process.stdout.write(out.stdout);
if (out.stderr) process.stderr.write(out.stderr);
process.exitCode = code;
