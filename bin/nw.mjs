#!/usr/bin/env node
// `nw`, the command line (src/cli/nw.ts), as this package's bin: `npx nw score FILE` in this repository,
// `nw` in an npm script, or node_modules/.bin/nw. It runs the TypeScript source in this process through
// tsx's ESM loader (tsx is a devDependency, so `npm ci` first), with this repository's tsconfig.json for the
// path aliases (@engine/*, @lib/*) whatever the working directory. Output and exit status are nw.ts's own,
// as with `npm run nw -- …`: 0 done, 1 invalid input (one line on stderr), 2 wrong usage.
import { fileURLToPath } from 'node:url';
import { register } from 'tsx/esm/api';

const root = new URL('../', import.meta.url);
// nw.ts reads a FILE relative to INIT_CWD, the folder `npm run` was typed in (npm runs scripts from the
// project's root). A bin runs where it was called, so relative to that folder, unless npm says otherwise.
process.env.INIT_CWD ??= process.cwd();
register({ tsconfig: fileURLToPath(new URL('tsconfig.json', root)) });
await import(new URL('src/cli/nw.ts', root).href);
