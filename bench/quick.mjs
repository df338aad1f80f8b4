// A quick look while working on cost: each corpus (or those named) with (b), (e) and (f), the least of
// Q_ROUNDS rounds, and the costliest files. `npm run bench` is the measurement; this is the loop.
import { CORPORA, loadCorpus } from './corpora.mjs';
import { lintAll } from './lint.mjs';
const rounds = Number(process.env.Q_ROUNDS ?? 3);
const only = process.argv.slice(2);
for (const spec of CORPORA.filter((c) => only.length === 0 || only.includes(c.key))) {
  const corpus = loadCorpus(spec);
  const runs = { b: [], e: [], f: [] };
  for (const key of Object.keys(runs)) lintAll(corpus.files.slice(0, 60), key);
  for (let r = 0; r < rounds; r++) for (const key of Object.keys(runs)) runs[key].push(lintAll(corpus.files, key));
  const min = (key) => Math.min(...runs[key].map((run) => run.rules));
  const fileMin = (key, i) => Math.min(...runs[key].map((run) => run.perFile[i]));
  console.log(
    `${spec.key}: b ${min('b').toFixed(1)} e ${min('e').toFixed(1)} f ${min('f').toFixed(1)} e/b ${(min('e') / min('b')).toFixed(2)} share ${((100 * min('e')) / Math.min(...runs.e.map((r) => r.wall))).toFixed(2)}% reports ${runs.e[0].reports}`,
  );
  const files = corpus.files.map((file, i) => ({ name: file.name, e: fileMin('e', i), b: fileMin('b', i) }));
  const over = files.filter((f) => f.e > 2 * f.b + 1);
  console.log(`  over limit: ${over.length}`);
  for (const f of files.sort((x, y) => y.e - x.e).slice(0, 8)) console.log(`  ${f.e.toFixed(2)} ${f.b.toFixed(2)} ${f.name}`);
}
