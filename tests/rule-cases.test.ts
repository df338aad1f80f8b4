import { describe, expect, it } from 'vitest';
import rule from '../src/rules/require-engine-api-version.js';
import { locate } from './locate.js';
import { invalidCases } from './rule-cases.js';

describe('locate', () => {
  it('finds the only occurrence, across lines', () => {
    expect(locate("a;\nfetch('/info')", "'/info'")).toEqual({ line: 2, column: 7, endLine: 2, endColumn: 14 });
  });

  it('asks which occurrence when the text repeats, and finds the one named', () => {
    expect(() => locate('f(x); g(x);', 'x')).toThrow('occurs 2 times');
    expect(locate('f(x); g(x);', 'x', 1)).toEqual({ line: 1, column: 9, endLine: 1, endColumn: 10 });
    expect(() => locate('f(x); g(x);', 'x', 2)).toThrow('no occurrence 2');
    expect(() => locate('f(x);', 'y')).toThrow('is not in');
  });
});

describe('invalidCases', () => {
  const code = "http.request({ socketPath: '/var/run/docker.sock', path: '/info' })";

  it("writes a one-report case in RuleTester's shape", () => {
    const suggestion = { messageId: 'addVersion' as const, data: { version: '1.55' }, output: code.replace('/info', '/v1.55/info') };
    expect(
      invalidCases(rule, [
        {
          code,
          settings: {},
          reported: "'/info'",
          messageId: 'unversioned',
          data: { route: '/info' },
          output: null,
          suggestions: [suggestion],
        },
      ]),
    ).toEqual([
      {
        code,
        output: null,
        settings: {},
        errors: [
          { messageId: 'unversioned', data: { route: '/info' }, line: 1, column: 58, endLine: 1, endColumn: 65, suggestions: [suggestion] },
        ],
      },
    ]);
  });

  it('writes each report of a case with several', () => {
    const [written] = invalidCases(rule, [
      {
        code: 'f(x); g(x);',
        output: null,
        errors: [
          { reported: 'x', occurrence: 0, messageId: 'unversioned', data: { route: '/info' }, suggestions: [] },
          { reported: 'x', occurrence: 1, messageId: 'unversioned', data: { route: '/info' }, suggestions: [] },
        ],
      },
    ]);
    expect(written?.errors.map((error) => error.column)).toEqual([3, 9]);
  });

  it('refuses a report without the data its message needs', () => {
    expect(() => invalidCases(rule, [{ code, reported: "'/info'", messageId: 'unversioned', output: null, suggestions: [] }])).toThrow(
      'must give its data',
    );
  });
});
