#!/usr/bin/env node
// npm run bench:languages: what the plugin's rules cost in shell scripts, Dockerfiles, Python, Go, YAML and
// Markdown, against the lint of the same files with no rule (the language's parse and traversal) and, for shell,
// Python and Go, whose languages hand the text to the rules unparsed, against the parse of the text (unbash, lezer). Real text from node_modules (READMEs, workflows, scripts nobody here wrote, that
// rarely call Docker) and generated files that call Docker on every line. Writes docs/performance-languages.md.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parser as goParser } from '@lezer/go';
import { parser as pythonParser } from '@lezer/python';
import { Linter } from 'eslint';
import { parse as parseShell } from 'unbash';
import plugin from '../dist/index.js';
import { unpackedTarball } from './corpora.mjs';

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
/** `BENCH_CORPORA=docker BENCH_KINDS=shell,dockerfile`: a quick look at some rows, which leaves the page as it is. */
const ONLY_CORPORA = process.env.BENCH_CORPORA?.split(',') ?? null;
const ONLY_KINDS = process.env.BENCH_KINDS?.split(',') ?? null;
/** Packages published with their repositories' scripts, workflows and docs (pinned in corpora.mjs). */
const PACKAGES = ['node-rdkafka@3.6.1', 'bats@1.13.0', '@balena/compose@8.0.5'];
const root = fileURLToPath(new URL('..', import.meta.url));
const KIND_OF = [
  [/\.(?:sh|bash|zsh)$/, 'shell'],
  [/(?:^|\/)(?:Dockerfile|Containerfile)(?:\.[\w-]+)?$/, 'dockerfile'],
  [/\.py$/, 'python'],
  [/\.go$/, 'go'],
  [/\.ya?ml$/, 'yaml'],
  [/\.(?:md|markdown)$/, 'markdown'],
];
const kindOf = (path) => KIND_OF.find(([pattern]) => pattern.test(path))?.[1] ?? null;
const MAX_BYTES = 512 * 1024;
const KINDS = ['shell', 'dockerfile', 'python', 'go', 'yaml', 'markdown'];
/** The kinds whose language hands the text to the rules unparsed, with the parse their front end runs. */
const PARSES = {
  shell: { by: 'unbash', parse: (text) => parseShell(text) },
  python: { by: 'lezer', parse: (text) => pythonParser.parse(text) },
  go: { by: 'lezer', parse: (text) => goParser.parse(text) },
};

function filesUnder(folder, name) {
  const found = [];
  const walk = (directory) => {
    for (const entry of readdirSync(directory, { withFileTypes: true })) {
      const path = join(directory, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.isFile() && kindOf(path) && statSync(path).size <= MAX_BYTES) found.push(path);
    }
  };
  walk(folder);
  return found.sort().map((path) => ({ name: name(path), kind: kindOf(path), text: readFileSync(path, 'utf8') }));
}

const realFiles = () => filesUnder(join(root, 'node_modules'), (path) => path.slice(root.length + 1));

/** Every shell script, Dockerfile, YAML and Markdown file of PACKAGES' tarballs, as published. */
const packageFiles = () =>
  PACKAGES.flatMap((spec) => {
    const folder = unpackedTarball(spec);
    return filesUnder(folder, (path) => `${spec}/${path.slice(folder.length + 1)}`);
  });

/** Files that call Docker on most lines, in each kind, written here. */
function dockerFiles() {
  const lines = (count, line) => Array.from({ length: count }, (_, index) => line(index)).join('\n');
  const curl = (index) =>
    [
      `curl -s --unix-socket /var/run/docker.sock http://localhost/containers/c${index}/json`,
      `curl -s https://registry.hub.docker.com/v1/repositories/library/image${index}/tags | jq -r '.[].name'`,
      `curl --unix-socket /var/run/docker.sock -X POST -d '{"Image":"alpine"}' http:/v1.24/containers/create?name=c${index}`,
      `export DOCKER_API_VERSION=1.${20 + (index % 30)}`,
    ][index % 4];
  const python = (index) =>
    [
      `requests.get(f"{HUB}/v1/repositories/library/image${index}/tags")`,
      `session.get("http+unix://%2Fvar%2Frun%2Fdocker.sock/containers/c${index}/json")`,
      `subprocess.run(["curl", "--unix-socket", "/var/run/docker.sock", "-X", "POST", "-d", body, "http:/v1.24/containers/create?name=c${index}"])`,
      `client = docker.DockerClient(base_url="unix://var/run/docker.sock", version="1.${20 + (index % 30)}")`,
      `requests.post("http://localhost:2375/v1.47/containers/{}/start".format(name${index}))`,
    ][index % 5];
  const go = (index) =>
    [
      `\thttp.Get(hub + "/v1/repositories/library/image${index}/tags")`,
      `\tc.Get("http://unix/containers/c${index}/json")`,
      `\texec.Command("curl", "--unix-socket", "/var/run/docker.sock", "-X", "POST", "-d", body, "http:/v1.24/containers/create?name=c${index}")`,
      `\tclient.NewClientWithOpts(client.WithVersion("1.${20 + (index % 30)}"))`,
      `\thttp.NewRequest(http.MethodGet, fmt.Sprintf("http://localhost:2375/v1.47/containers/%s/start", name${index}), nil)`,
    ][index % 5];
  const pythonHead =
    'import subprocess\n\nimport docker\nimport requests\nimport requests_unixsocket\n\nHUB = "https://registry.hub.docker.com"\nsession = requests_unixsocket.Session()\n';
  const goHead =
    'package main\n\nimport (\n\t"fmt"\n\t"net"\n\t"net/http"\n\t"os/exec"\n\n\t"github.com/docker/docker/client"\n)\n\nconst hub = "https://registry.hub.docker.com"\n\nfunc main() {\n\tnet.Dial("unix", "/var/run/docker.sock")\n';
  const files = [];
  for (let size = 0; size < 40; size++) {
    const count = 5 + size * 5;
    files.push({ name: `generated/${size}.sh`, kind: 'shell', text: lines(count, curl) });
    files.push({
      name: `generated/${size}/Dockerfile`,
      kind: 'dockerfile',
      text: `FROM alpine\n${lines(count, (index) => `RUN ${curl(index)}`)}`,
    });
    files.push({ name: `generated/${size}.py`, kind: 'python', text: `${pythonHead}${lines(count, python)}\n` });
    files.push({ name: `generated/${size}.go`, kind: 'go', text: `${goHead}${lines(count, go)}\n}\n` });
    files.push({
      name: `generated/${size}.yml`,
      kind: 'yaml',
      text: `jobs:\n  a:\n    steps:\n${lines(count, (index) => `      - run: |\n          ${curl(index)}`)}\n`,
    });
    files.push({
      name: `generated/${size}.md`,
      kind: 'markdown',
      text: lines(count, (index) => `Step ${index}:\n\n\`\`\`sh\n${curl(index)}\n\`\`\`\n`),
    });
  }
  return files;
}

const everywhere = plugin.configs.everywhere;
/** Each kind's config with no rule: the language's own parse and traversal. */
const noRules = everywhere.map((config) => ({ ...config, rules: {} }));
const linter = new Linter({ configType: 'flat' });
const filenameOf = (file) => (file.kind === 'dockerfile' ? `${file.name.replace(/\/?Dockerfile$/, '')}/Dockerfile` : file.name);

function timeLint(file, configs) {
  const start = performance.now();
  linter.verify(file.text, configs, filenameOf(file));
  return performance.now() - start;
}

function timeParse(file) {
  const start = performance.now();
  PARSES[file.kind].parse(file.text);
  return performance.now() - start;
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

function measure(files) {
  // Warm every path once, then alternate the two configurations file by file, round by round.
  for (const file of files) {
    timeLint(file, noRules);
    timeLint(file, everywhere);
  }
  const perFile = files.map(() => ({ none: [], all: [], parse: [] }));
  for (let round = 0; round < ROUNDS; round++) {
    files.forEach((file, index) => {
      const times = perFile[index];
      times.none.push(timeLint(file, noRules));
      times.all.push(timeLint(file, everywhere));
      if (PARSES[file.kind]) times.parse.push(timeParse(file));
    });
  }
  return files.map((file, index) => ({
    name: file.name,
    kind: file.kind,
    bytes: file.text.length,
    none: median(perFile[index].none),
    all: median(perFile[index].all),
    parse: PARSES[file.kind] ? median(perFile[index].parse) : null,
    reports: linter.verify(file.text, everywhere, filenameOf(file)).length,
  }));
}

const chosen = (files) => files.filter((file) => ONLY_KINDS === null || ONLY_KINDS.includes(file.kind));
const corpora = Object.fromEntries(
  Object.entries({ real: realFiles, packages: packageFiles, docker: dockerFiles })
    .filter(([corpus]) => ONLY_CORPORA === null || ONLY_CORPORA.includes(corpus))
    .map(([corpus, files]) => [corpus, chosen(files())]),
);
const rows = [];
const slowest = [];
for (const [corpus, files] of Object.entries(corpora)) {
  const measured = measure(files);
  for (const kind of KINDS) {
    const ofKind = measured.filter((file) => file.kind === kind);
    if (ofKind.length === 0) continue;
    const none = ofKind.reduce((sum, file) => sum + file.none, 0);
    const all = ofKind.reduce((sum, file) => sum + file.all, 0);
    const quiet = ofKind.filter((file) => file.reports === 0);
    const quietCost = quiet.reduce((sum, file) => sum + Math.max(0, file.all - file.none), 0) / Math.max(1, quiet.length);
    const worst = ofKind.reduce((max, file) => Math.max(max, file.all / Math.max(file.none, 0.001)), 0);
    rows.push({
      corpus,
      kind,
      files: ofKind.length,
      kB: Math.round(ofKind.reduce((sum, file) => sum + file.bytes, 0) / 1024),
      reports: ofKind.reduce((sum, file) => sum + file.reports, 0),
      noneMs: none,
      allMs: all,
      ratio: all / none,
      worstFileRatio: worst,
      quietFileCostUs: quietCost * 1000,
    });
    slowest.push(...ofKind.map((file) => ({ corpus, ...file, ratio: file.all / Math.max(file.none, 0.001) })));
  }
  for (const file of measured.filter((candidate) => candidate.parse !== null)) {
    file.overParse = file.all / Math.max(file.parse, 0.001);
  }
  for (const [kind, { by }] of Object.entries(PARSES)) {
    const parsed = measured.filter((file) => file.kind === kind);
    if (parsed.length === 0) continue;
    rows.push({
      corpus,
      kind: `${kind} (against ${by}\u2019s parse)`,
      files: parsed.length,
      kB: Math.round(parsed.reduce((sum, file) => sum + file.bytes, 0) / 1024),
      reports: parsed.reduce((sum, file) => sum + file.reports, 0),
      noneMs: parsed.reduce((sum, file) => sum + file.parse, 0),
      allMs: parsed.reduce((sum, file) => sum + file.all, 0),
      ratio: parsed.reduce((sum, file) => sum + file.all, 0) / parsed.reduce((sum, file) => sum + file.parse, 0),
      worstFileRatio: Math.max(...parsed.map((file) => file.overParse)),
      quietFileCostUs: null,
    });
  }
}

const fixed = (value, digits = 2) => (value === null ? '-' : value.toFixed(digits));
const table = [
  '| corpus | kind | files | kB | reports | no rule (ms) | all rules (ms) | all / no rule | worst file | cost of a file with no report (µs) |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |',
  ...rows.map(
    (row) =>
      `| ${row.corpus} | ${row.kind} | ${row.files} | ${row.kB} | ${row.reports} | ${fixed(row.noneMs, 1)} | ${fixed(row.allMs, 1)} | ${fixed(row.ratio)}x | ${fixed(row.worstFileRatio)}x | ${fixed(row.quietFileCostUs, 1)} |`,
  ),
].join('\n');
const top = slowest
  .filter((file) => file.all > 1)
  .sort((a, b) => b.ratio - a.ratio)
  .slice(0, 8)
  .map(
    (file) =>
      `| ${file.corpus} | ${basename(file.name) === 'Dockerfile' ? file.name : file.name} | ${file.bytes} | ${fixed(file.none)} | ${fixed(file.all)} | ${fixed(file.ratio)}x |`,
  );
const count = (corpus, kind) => corpora[corpus]?.filter((file) => file.kind === kind).length ?? 0;
const doc = `# What the rules cost in other languages

Generated by \`npm run bench:languages\` (${new Date().toISOString().slice(0, 10)}, Node.js ${process.version}, ${ROUNDS} rounds, medians per file).
Three corpora: **real**, every shell script, Python, Go, YAML and Markdown file of node_modules (text nobody here
wrote, that rarely calls Docker; node_modules has no Dockerfile, and only ${count('real', 'python')} Python and ${count('real', 'go')} Go files, none of
which names Docker); **packages**, every shell script, Dockerfile, YAML and Markdown file of ${PACKAGES.join(', ')} as
published (their repositories' build scripts, CI workflows and docs, fetched once by \`npm pack\`, checked by sha256);
**docker**, files written here that call Docker on most lines (about 146 reports a file: a stress row, not a
likely file).
"No rule" lints the same file with the same language or parser and no rule: the language's own parse and traversal.
For shell, Python and Go, whose languages hand the text to the rules unparsed (the front end parses it, with unbash
or lezer, when a rule asks), the rows "against ... parse" compare the whole lint with that parse of the file alone.
A file with no Docker word is closed by one text search, before any front end runs.

${table}

Files over 1 ms with the highest ratio:

| corpus | file | bytes | no rule (ms) | all rules (ms) | ratio |
| --- | --- | ---: | ---: | ---: | ---: |
${top.join('\n')}
`;
if (ONLY_CORPORA === null && ONLY_KINDS === null) writeFileSync(new URL('../docs/performance-languages.md', import.meta.url), doc);
process.stdout.write(`${table}\n`);
