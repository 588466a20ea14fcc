/**
 * The command line (formats §5): `npm run -s nw -- <command> …`.
 * Exit 0 done, 1 invalid input or illegal move (one line on stderr, nothing on stdout),
 * 2 wrong usage.
 */
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { run } from './commands';
import { readInputFile } from './read-file';

// `npm run` starts us in the project folder; file names are relative to where the user was.
const here = (file: string) => resolve(process.env.INIT_CWD ?? process.cwd(), file);

const out = run(process.argv.slice(2), (file) => readInputFile(here(file)));
if (out.file !== undefined && out.stdout) writeFileSync(here(out.file), out.stdout);
else if (out.stdout) process.stdout.write(out.stdout);
if (out.stderr) process.stderr.write(out.stderr);
process.exitCode = out.code;
