// A child process (run with --expose-gc): lints the real corpus with one configuration, collecting
// garbage between files, and prints its peak memory: the largest working set of any one file.
import { lintAll } from './lint.mjs';
import { realCorpus } from './corpora.mjs';

const key = process.argv[2];
const { files } = realCorpus();
for (const file of files) {
  lintAll([file], key);
  globalThis.gc();
}
console.log(JSON.stringify({ key, maxRssKiB: process.resourceUsage().maxRSS }));
