import { describe, expect, it } from 'vitest';
import { withDefaults } from '../../src/util/with-defaults.js';

describe('withDefaults', () => {
  it('gives the defaults when no option is given', () => {
    expect(withDefaults([{ ignore: [] }], [])).toEqual([{ ignore: [] }]);
  });

  it('merges an object option key by key, deeply, and lets a given array replace its default', () => {
    const defaults = [{ minimum: '1.24', nested: { a: 1, b: 2 }, ignore: ['x'] }] as const;
    expect(withDefaults(defaults, [{ nested: { b: 3 }, ignore: ['y'] }])).toEqual([
      { minimum: '1.24', nested: { a: 1, b: 3 }, ignore: ['y'] },
    ]);
  });

  it('keeps given positions beyond the defaults and a given non-object value as it is', () => {
    expect(withDefaults([{ a: 1 }], ['text', 2])).toEqual(['text', 2]);
  });

  it('never changes the defaults', () => {
    const defaults = [{ nested: { a: 1 } }];
    withDefaults(defaults, [{ nested: { a: 2 } }]);
    expect(defaults).toEqual([{ nested: { a: 1 } }]);
  });
});
