// A small Docker Hub client written before Docker moved its API on.
import axios from 'axios';
import got from 'got';
import https from 'node:https';
import util from 'node:util';

const HUB = 'https://hub.docker.com';
const hub = axios.create({ baseURL: `${HUB}/v2/` });

// Spec table 4.1: deprecated v2 routes, each with the method it is called with.
export async function createRepository(body) {
  return fetch(`${HUB}/v2/repositories`, { method: 'POST', body: JSON.stringify(body) });
}

export async function createRepositoryIn(namespace, body) {
  return hub.post(`repositories/${namespace}`, body);
}

export async function getRepository(namespace, repository) {
  const { data } = await axios.get(`${HUB}/v2/repositories/${namespace}/${repository}`);
  return data;
}

export function repositoryExists(namespace, repository) {
  return new Promise((resolve) => {
    https
      .request({ hostname: 'hub.docker.com', path: `/v2/repositories/${namespace}/${repository}`, method: 'HEAD' }, (res) =>
        resolve(res.statusCode === 200),
      )
      .end();
  });
}

export async function listRepositories(namespace) {
  return got(new URL(`repositories/${namespace}/?page_size=100`, 'https://hub.docker.com/v2/')).json();
}

// Still fine: DELETE is not deprecated, and tags live on.
export async function deleteRepository(namespace, repository) {
  return axios.delete(`${HUB}/v2/repositories/${namespace}/${repository}`);
}

export async function listTagsV2(namespace, repository) {
  return got(`${HUB}/v2/namespaces/${namespace}/repositories/${repository}/tags`).json();
}

// Spec table 4.2: v1 routes, gone (410) since 2022-08-23.
export async function officialImageTags() {
  return (await fetch('https://registry.hub.docker.com/v1/repositories/nginx/tags')).json();
}

export async function officialImageTag(tag) {
  return (await fetch(`https://index.docker.io/v1/repositories/nginx/tags/${tag}`)).json();
}

export async function tags(image) {
  // `image` may be `nginx` or `acme/app`: a suggestion, not an autofix.
  return (await fetch(util.format('https://index.docker.io/v1/repositories/%s/tags', image))).json();
}

export async function namespacedTags(namespace, name) {
  return (await fetch('https://registry.hub.docker.com/v1/repositories/' + namespace + '/' + name + '/tags')).json();
}

export async function namespacedTag(namespace, name, tag) {
  const base = process.env.DOCKER_HUB_URL || 'https://hub.mirror.example.com';
  return (await fetch(`${base}/v1/repositories/${namespace}/${name}/tags/${tag}`)).json();
}

export async function officialImageLayers() {
  return (await fetch('https://index.docker.io/v1/repositories/nginx/images')).json();
}

export async function imageLayers(namespace, name) {
  return (await fetch(`https://index.docker.io/v1/repositories/${namespace}/${name}/images`)).json();
}

// Still fine: the registry auth address and the registry API.
export const auth = { serveraddress: 'https://index.docker.io/v1/' };
export const manifest = (name, ref) => fetch(`https://registry-1.docker.io/v2/${name}/manifests/${ref}`);
