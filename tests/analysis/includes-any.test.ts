import { describe, expect, it } from 'vitest';
import { IncludesAny } from '../../src/analysis/string/includes-any.js';

describe('IncludesAny', () => {
  const names = new IncludesAny(['dockerode', 'docker-modem', 'DOCKER_API_VERSION']);

  it.each([
    ["const Docker = require('dockerode');", true],
    ["import Modem from 'docker-modem';", true],
    ['process.env.DOCKER_API_VERSION', true],
    ['dockerode', true],
    ['a docker-modem', true],
    // Anchors without their words, at the text's edges too.
    ['docker', false],
    ['kdockerod', false],
    ['DOCKER_API_VERSIO', false],
    ['k', false],
    ['', false],
    ['const docker = new Docker(); docker.ping();', false],
  ])('%j: %s', (text, expected) => {
    expect(names.in(text)).toBe(expected);
  });

  it('refuses a word too short to anchor', () => {
    expect(() => new IncludesAny(['abc'])).toThrow('IncludesAny needs words of more than 3 characters, got "abc".');
  });
});
