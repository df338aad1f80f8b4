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
    ['ker', false],
    ['ker-modem', false],
    ['dockerod', false],
    ['DOCKER', false],
    ['', false],
    ['const docker = new Docker(); docker.ping();', false],
    // The anchor's hits that are not the words', before the one that is.
    ['marker, worker, KERNEL_VERSION, dockerode', true],
  ])('%j: %s', (text, expected) => {
    expect(names.in(text)).toBe(expected);
  });

  it('refuses an empty word', () => {
    expect(() => new IncludesAny([''])).toThrow('IncludesAny needs words of at least one character, got "".');
  });

  it('finds words of any length, anchored anywhere in them', () => {
    const short = new IncludesAny(['ab', 'x']);
    expect([short.in('xylophone'), short.in('crab'), short.in('a b'), short.in('')]).toEqual([true, true, false, false]);
    const endsInRarest = new IncludesAny(['gulp', 'ajax']);
    expect([endsInRarest.in('a gulp'), endsInRarest.in('gul'), endsInRarest.in('jax'), endsInRarest.in('(ajax)')]).toEqual([
      true,
      false,
      false,
      true,
    ]);
  });
});

describe('IncludesAny, ignoring case', () => {
  const hosts = new IncludesAny(['hub.docker.com', 'Index.Docker.IO', 'hub.corp:5000'], true);

  it.each([
    ["fetch('https://hub.docker.com/v2/')", true],
    ["const HUB = 'https://HUB.DOCKER.COM';", true],
    ['Hub.Docker.Com', true],
    ['index.docker.io', true],
    ['INDEX.DOCKER.IO/v1/', true],
    ['hub.corp:5000', true],
    ['HUB.CORP:5000', true],
    // Near misses, and anchors at the edges.
    ['hub.docker.co', false],
    ['ub.docker.com', false],
    ['hub-docker.com', false],
    ['k', false],
    ['K', false],
    ['', false],
  ])('%j: %s', (text, expected) => {
    expect(hosts.in(text)).toBe(expected);
  });
});
