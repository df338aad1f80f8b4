import { readdirSync, readFileSync } from 'node:fs';
import * as tsParser from '@typescript-eslint/parser';
import { Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import plugin from '../src/index.js';
import { defined } from './defined.js';

/** A fenced example of a rule's page, under its `❌ Incorrect:` or `✅ Correct:` heading. */
interface Example {
  readonly kind: 'wrong' | 'right';
  readonly code: string;
  /** The line of the page where the code starts, for the failure message. */
  readonly line: number;
}

const folder = new URL('../docs/rules/', import.meta.url);

function examplesOf(page: string): Example[] {
  const lines = page.split('\n');
  const examples: Example[] = [];
  let kind: Example['kind'] | null = null;
  for (let index = 0; index < lines.length; index++) {
    const line = defined(lines[index], 'a line');
    if (line.startsWith('❌')) kind = 'wrong';
    else if (line.startsWith('✅ Correct')) kind = 'right';
    else if (line.startsWith('## ')) kind = null;
    else if (kind && /^```(?:js|ts)$/.test(line)) {
      const end = lines.indexOf('```', index + 1);
      examples.push({ kind, code: lines.slice(index + 1, end).join('\n'), line: index + 2 });
      index = end;
      kind = null;
    }
  }
  return examples;
}

function lint(name: string, code: string) {
  const linter = new Linter({ configType: 'flat' });
  return linter.verify(
    code,
    [
      {
        files: ['**/*.ts'],
        languageOptions: { parser: tsParser },
        plugins: { 'docker-api': plugin },
        rules: { [`docker-api/${name}`]: 'error' },
      },
    ],
    'example.ts',
  );
}

const DECLARATIONS = new Set<string>(['VariableDeclaration', 'FunctionDeclaration', 'ClassDeclaration']);

/** The lines each top-level statement spans; declarations may be setup (`const hub = axios.create(...)`). */
function statementLines(code: string): { lines: [number, number]; isDeclaration: boolean }[] {
  const program = tsParser.parse(code, { loc: true, range: true });
  return program.body.map((statement) => ({
    lines: [statement.loc.start.line, statement.loc.end.line],
    isDeclaration: DECLARATIONS.has(statement.type),
  }));
}

describe.each(readdirSync(folder).filter((file) => file.endsWith('.md')))('docs/rules/%s', (file) => {
  const name = file.slice(0, -'.md'.length);
  const examples = examplesOf(readFileSync(new URL(file, folder), 'utf8'));

  it('has wrong and right examples', () => {
    expect(examples.some((example) => example.kind === 'wrong')).toBe(true);
    expect(examples.some((example) => example.kind === 'right')).toBe(true);
  });

  it.each(examples.map((example) => [`${example.kind} example at line ${example.line}`, example] as const))('%s', (_, example) => {
    const messages = lint(name, example.code);
    expect(messages.filter((message) => message.fatal)).toEqual([]);
    if (example.kind === 'right') {
      expect(messages.map((message) => `${message.line}: ${message.message}`)).toEqual([]);
      return;
    }
    // Every statement of a wrong example is a request the rule reports, but for the declarations that set one up.
    expect(messages.length).toBeGreaterThan(0);
    const unreported = statementLines(example.code).filter(
      ({ lines: [from, to], isDeclaration }) => !isDeclaration && !messages.some((message) => message.line >= from && message.line <= to),
    );
    expect(unreported.map(({ lines: [from] }) => example.code.split('\n')[from - 1])).toEqual([]);
  });
});
