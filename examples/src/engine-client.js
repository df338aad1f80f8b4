// A small Docker Engine client: pull, create, start, wait, logs — with the mistakes real code makes.
import axios from 'axios';
import got from 'got';
import http from 'node:http';
import { execSync } from 'node:child_process';

const SOCKET = '/var/run/docker.sock';

function call(method, path, body) {
  return new Promise((resolve, reject) => {
    const req = http.request({ socketPath: SOCKET, path, method }, resolve);
    req.on('error', reject);
    req.end(body);
  });
}

// Unversioned: the daemon answers as its newest API version, whatever that is today.
export const list = () => call('GET', '/containers/json?all=1');

export async function pull(image) {
  return axios.post(`/v1.47/images/create?fromImage=${image}`, null, { socketPath: SOCKET });
}

export async function create(image, cmd) {
  return axios.post('/v1.23/containers/create', { Image: image, Cmd: cmd }, { socketPath: SOCKET });
}

export async function start(id) {
  return got.post(`unix:/var/run/docker.sock:/v1/containers/${id}/start`);
}

export async function wait(id) {
  return got.post(`unix:/var/run/docker.sock:/containers/${id}/wait`).json();
}

export function logs(id) {
  return execSync(`curl -s --unix-socket ${SOCKET} "http:/v1.24/containers/${id}/logs?stdout=1"`).toString();
}

// Requests the daemon refuses.
export async function waitOverTcp(id) {
  // fetch sends GET; wait is POST: 404 page not found.
  return (await fetch(`http://localhost:2375/v1.47/containers/${id}/wait`)).json();
}

export async function tail(id) {
  // Neither stdout nor stderr: 400 you must choose at least one stream.
  return got(`unix:/var/run/docker.sock:/v1.47/containers/${id}/logs?follow=1`);
}

export async function createOverTcp(spec) {
  // A string body goes out as text/plain: 400 unsupported Content-Type.
  return fetch('http://localhost:2375/v1.47/containers/create', { method: 'POST', body: JSON.stringify(spec) });
}

// Fine: negotiation goes out unversioned, and docker-modem versions its own paths.
export const ping = () => call('GET', '/_ping');
export const listWithModem = (modem) =>
  modem.dial({ path: '/containers/json?', method: 'GET', statusCodes: { 200: true } }, () => {});
