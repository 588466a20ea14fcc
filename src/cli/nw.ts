/**
 * The command line (formats §5): `npm run -s nw -- <command> …`.
 * Exit 0 done, 1 invalid input or illegal move (one line on stderr, nothing on stdout),
 * 2 wrong usage.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { run } from './commands';

const out = run(process.argv.slice(2), (file) => readFileSync(file, 'utf8'));
if (out.file !== undefined && out.stdout) writeFileSync(out.file, out.stdout);
else if (out.stdout) process.stdout.write(out.stdout);
if (out.stderr) process.stderr.write(out.stderr);
process.exitCode = out.code;
