// Escapes in every position around the parts a fix rewrites.
fetch('https:\/\/hub.docker.com\/v1\/repositories\/acme\/app\/tags');
fetch('https://hub.docker.com/v1/repositories/acme/app/tags\u003Fpage=2');
fetch("https://hub.docker.com/v1/repositories/\x61cme/app/tags");
fetch('https://hub.docker.com/v1/repo\
sitories/acme/app/tags');
fetch(`https://hub.docker.com/v1/repositories/${ns}/app/tags\r\n`);
fetch(`https://hub.docker.com/v2/repositories/\u{61}cme/app`, { method: 'HEAD' });
http.request({ socketPath: '/var/run/docker.sock', path: '\/containers\/json', method: 'GET' });
sock.write('GET /containers/json HTTP/1.1\r\nHost: docker\r\n\r\n');
sock.write("GET /v1.47/containers/abc/logs HTTP/1.1\r\n\r\n");
execSync('curl --unix-socket /var/run/docker.sock http:/v1.24/containers/json\n');
