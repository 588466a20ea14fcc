#!/usr/bin/env node
// Prettier for the code of .astro files: each file's frontmatter (and nothing else) is formatted as
// TypeScript with the project's Prettier settings; `--check` lists the files that would change and fails.
//
// Why not prettier-plugin-astro on the whole file: it prints the markup inside `{…}` expressions with
// JSX's whitespace rules (a line break between two inline parts is nothing), while Astro renders such a
// line break as a space. Run over this tree on 2026-12-07 it changed the visible text of 259 of the
// 282 built pages ("Learn it by playing : Lesson 5 :", "( startSpacesCount )"). The markup is left as
// written; `.prettierignore` keeps Prettier's own run off .astro files.
import { readFileSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import * as prettier from 'prettier';

const check = process.argv.includes('--check');
const files = execFileSync('git', ['ls-files', '*.astro'], { encoding: 'utf8' }).split('\n').filter(Boolean);
const FENCE = /^---\r?\n([\s\S]*?)\r?\n---(\r?\n|$)/;
let changed = 0;
for (const file of files) {
  const text = readFileSync(file, 'utf8');
  const m = FENCE.exec(text);
  if (!m) continue;
  const options = {
    ...(await prettier.resolveConfig(file)),
    plugins: [],
    parser: 'typescript',
    filepath: undefined,
  };
  const code = (await prettier.format(m[1], options)).replace(/\n$/, '');
  const next = `---\n${code}\n---${m[2]}${text.slice(m[0].length)}`;
  if (next === text) continue;
  changed++;
  if (check) console.log(`[warn] ${file}: its frontmatter is not formatted (npm run format)`);
  else writeFileSync(file, next);
}
if (check && changed) {
  console.log(`${changed} .astro file(s) to format: run npm run format`);
  process.exit(1);
}
if (!check) console.log(`format-astro: ${changed} of ${files.length} .astro file(s) formatted`);
