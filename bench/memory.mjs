// A child process (run with --expose-gc): lints the files of a manifest (a JSON list of paths and
// source types, which the parent wrote) with one configuration and prints its peak memory: the largest
// working set of any one file. Garbage is collected before each file of 100 kB or more, whose working
// set is the peak, and every 100 files, so that no file's peak holds another's garbage.
import { readFileSync } from 'node:fs';
import { lintAll } from './lint.mjs';

const [key, manifest] = process.argv.slice(2);
const entries = JSON.parse(readFileSync(manifest, 'utf8'));
entries.forEach(({ path, sourceType }, index) => {
  const code = readFileSync(path, 'utf8');
  if (code.length >= 100_000 || index % 100 === 0) globalThis.gc();
  lintAll([{ code, sourceType }], key);
});
console.log(JSON.stringify({ key, maxRssKiB: process.resourceUsage().maxRSS }));
