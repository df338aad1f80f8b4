import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));

/**
 * The reference file named on the command line (else `pinned.path`, relative to the repository root),
 * parsed, and whether `--check` was given. `pinned` is the file the committed table was generated
 * from: `{ path, source, sha256 }`. A file with another checksum is read all the same, with a warning
 * that names both checksums: Docker republishes its references under the same URLs.
 */
export function readReference(scriptName, pinned) {
  const args = process.argv.slice(2);
  const referencePath = args.find((arg) => !arg.startsWith('--')) ?? relative(process.cwd(), resolve(ROOT, pinned.path));
  if (!existsSync(referencePath)) {
    console.error(`${scriptName}: no reference file at ${referencePath}; it is published at ${pinned.source} (sha256 ${pinned.sha256})`);
    console.error(`usage: ${scriptName} [reference.yaml] [--check]`);
    process.exit(2);
  }
  const bytes = readFileSync(referencePath);
  const sha256 = createHash('sha256').update(bytes).digest('hex');
  if (sha256 !== pinned.sha256) {
    console.warn(
      [
        `${scriptName}: warning: ${referencePath} is not the reference the committed table was generated from.`,
        `  its sha256:    ${sha256}`,
        `  pinned sha256: ${pinned.sha256} (${pinned.source}, REFERENCE in scripts/${scriptName}.mjs)`,
        `  To adopt this file: generate the table from it, review the table's diff and run the tests, then set`,
        `  REFERENCE.sha256 to its sha256 and commit both. Otherwise download the pinned file again from the URL above`,
        `  and compare its sha256 (sha256sum).`,
      ].join('\n'),
    );
  }
  return { reference: parse(bytes.toString('utf8')), referencePath, check: args.includes('--check') };
}

/** Writes a generated table, or with `check` fails when the committed one differs. */
export function writeGenerated({ output, content, referencePath, check, summary }) {
  if (check) {
    const committed = existsSync(output) ? readFileSync(output, 'utf8') : '';
    if (committed !== content) {
      console.error(`${output} is out of date with ${referencePath}: run npm run generate:tables`);
      process.exit(1);
    }
    console.log(`${summary}: matches ${referencePath}`);
  } else {
    writeFileSync(output, content);
    console.log(`${summary}: wrote ${output}`);
  }
}

export const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];
