// A child process: lints the real corpus once with one configuration and prints its peak memory.
import { lintAll } from './lint.mjs';
import { realCorpus } from './corpora.mjs';

const key = process.argv[2];
const { files } = realCorpus();
lintAll(files, key);
console.log(JSON.stringify({ key, maxRssKiB: process.resourceUsage().maxRSS }));
