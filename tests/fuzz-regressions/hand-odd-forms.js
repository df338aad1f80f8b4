// Syntax around URLs that the rules must read or leave alone without throwing.
const tagged = gql`https://hub.docker.com/v1/repositories/acme/app/tags`;
const raw = String.raw`https://hub.docker.com/v1/repositories/acme/app/tags`;
client?.get?.('https://hub.docker.com/v2/repositories/acme/app');
(0, fetch)('https://hub.docker.com/v2/repositories/acme/app');
new (class { url = 'https://hub.docker.com/v1/repositories/acme/app/tags'; static route = '/containers/json'; })();
const object = { ['https://hub.docker.com/v2/repositories/acme']: 1, get url() { return '/v1.23/containers/json'; } };
label: for (const url of ['https://index.docker.io/v1/repositories/nginx/images', `/v1/containers/${id}/json`]) break label;
async function* generator() { yield await fetch(`http://localhost:2375/containers/${yield}/logs`); }
fetch(util.format('https://hub.docker.com/v1/repositories/%s/%s/tags', ...args));
fetch(new URL(...parts));
fetch(new URL());
fetch(util.format());
const { format } = require('util'); format('%s', '/v1/repositories/a/b/tags', extra, more);
fetch(process.env.A || process.env.B || '');
fetch(undefined ?? null ?? 'https://hub.docker.com/v2/repositories/acme/app');
fetch('' + 1 + 2n + true + null + /re/ + `https://hub.docker.com/v1/repositories/x/tags`);
http.request({ ...defaults, path: '/containers/json' });
axios({ url: 'http://localhost:2375/v1.47/containers/create', method: 'POST', ['data']: '{}' });
fetch('http://localhost:2375/v1.47/containers/create', { method: 'POST', headers: { ['Content-Type']: type }, body: '{}' });
fetch('http://localhost:2375/v1.47/containers/create', { method: 'POST', headers: { }, body: `{}` });
fetch('http://localhost:2375/v1.47/containers/create', { method: 'POST', body: '{}' , });
