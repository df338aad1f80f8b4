// A job runner on dockerode, the client most JavaScript drives the Engine with — and the mistakes
// that broke when Engine 29 raised its minimum API version.
import Docker from 'dockerode';
import Modem from 'docker-modem';
import { execSync } from 'node:child_process';

// dockerode's README pins v1.25: every Engine 29 release answers 400 (client version 1.25 is too old).
const docker = new Docker({ version: 'v1.25' });

// No version: docker-modem sends every request unversioned.
const events = new Modem({ host: process.env.DOCKER_HOST });

export async function run(image, cmd) {
  const container = await docker.createContainer({ Image: image, Cmd: cmd });
  await container.start();
  // Neither stdout nor stderr: 400 you must choose at least one stream.
  return container.logs({ follow: true });
}

// The docker CLI pinned below the floor as well.
export const composeUp = () => execSync('DOCKER_API_VERSION=1.30 docker compose up -d');

// Fine: a current version, both streams, and paths docker-modem versions itself.
const current = new Docker({ version: 'v1.47' });
export const tail = (id) => current.getContainer(id).logs({ follow: true, stdout: true, stderr: true });
export const watch = () => events.dial({ path: '/events?', method: 'GET', isStream: true, statusCodes: { 200: true } }, () => {});
