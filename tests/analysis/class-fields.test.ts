import tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../../src/index.js';

/**
 * A class field's value is read through `this.name` when the class writes the field once: the writes are
 * found from the class's `this` keywords, and those of a nested class or a plain function are not the class's.
 */
const FIELD_READ: string[] = [
  // A computed key with a string names the field as a dot does.
  "class Hub { constructor() { this['root'] = 'https://index.docker.io/v1'; } tags(n) { return fetch(`${this.root}/repositories/${n}/tags`); } }",
  // A plain function's `this` is not the instance: its write is not the class's.
  "class Hub { constructor() { this.root = 'https://index.docker.io/v1'; function other() { this.root = 'https://example.com'; } } tags(n) { return fetch(`${this.root}/repositories/${n}/tags`); } }",
  // Nor is a nested class's.
  "class Hub { constructor() { this.root = 'https://index.docker.io/v1'; } tags(n) { class Inner { constructor() { this.root = 'https://example.com'; } } return fetch(`${this.root}/repositories/${n}/tags`); } }",
  // A computed key that is not a string writes no field of this name.
  "class Hub { constructor() { this.root = 'https://index.docker.io/v1'; } tags(n) { this[key] = 1; return fetch(`${this.root}/repositories/${n}/tags`); } }",
  // `this` in a type is no read of the field.
  "class Hub { root: string = 'https://index.docker.io/v1'; tags(n: string): typeof this.root { return fetch(`${this.root}/repositories/${n}/tags`); } }",
];

/** The field has two values, or one changed in place: its value is not known, and nothing is reported. */
const FIELD_UNKNOWN: string[] = [
  "class Hub { constructor() { this.root = 'https://index.docker.io/v1'; } reset = () => { this.root = 'https://example.com'; }; tags(n) { return fetch(`${this.root}/repositories/${n}/tags`); } }",
  "class Hub { constructor() { this.root = 'https://index.docker.io/v1'; this.root += '/x'; } tags(n) { return fetch(`${this.root}/repositories/${n}/tags`); } }",
];

const linter = new Linter({ configType: 'flat' });
const ruleIdsOf = (code: string) =>
  linter
    .verify(
      code,
      [{ files: ['**/*.ts'], languageOptions: { parser: tsParser }, plugins: plugin.configs.all.plugins, rules: plugin.configs.all.rules }],
      'x.ts',
    )
    .map((message) => message.ruleId);

describe('class fields: the one value a class writes to a field', () => {
  it.each(FIELD_READ)('reads the field of %s', (code) => {
    expect(ruleIdsOf(code)).toEqual(['docker-api/no-removed-hub-v1-route']);
  });

  it.each(FIELD_UNKNOWN)('does not know the field of %s', (code) => {
    expect(ruleIdsOf(code)).toEqual([]);
  });
});
