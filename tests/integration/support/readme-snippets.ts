import { readFileSync } from 'node:fs';
import { defined } from '../../defined.js';

const README = new URL('../../../README.md', import.meta.url);

/**
 * The code block under `<!-- snippet: <name> -->` in README.md: what the integration tests write
 * and run, so that the README shows exactly what is tested.
 */
export function readmeSnippet(name: string): string {
  const readme = readFileSync(README, 'utf8');
  const marker = `<!-- snippet: ${name} -->\n`;
  const start = readme.indexOf(marker);
  if (start === -1) throw new Error(`README.md has no snippet named ${name}`);
  const block = /^```[\w-]*\n([\s\S]*?)^```$/m.exec(readme.slice(start + marker.length));
  if (block?.index !== 0) throw new Error(`the snippet ${name} in README.md is not followed by a code block`);
  return defined(block[1], 'the code block text');
}
