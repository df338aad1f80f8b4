import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The reference file named on the command line, parsed, and whether `--check` was given. */
export function readReference(scriptName) {
  const args = process.argv.slice(2);
  const referencePath = args.find((arg) => !arg.startsWith('--'));
  if (!referencePath) {
    console.error(`usage: ${scriptName} <reference.yaml> [--check]`);
    process.exit(2);
  }
  if (!existsSync(referencePath)) {
    console.error(`${scriptName}: no reference file at ${referencePath}`);
    process.exit(2);
  }
  return { reference: parse(readFileSync(referencePath, 'utf8')), referencePath, check: args.includes('--check') };
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
