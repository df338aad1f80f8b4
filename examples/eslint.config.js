// The config a user writes, pointed at this checkout's build instead of the installed package.
import dockerApi from '../dist/index.js';

export default [
  dockerApi.configs.all,
  {
    settings: {
      'docker-api': { hubHosts: ['hub.mirror.example.com'] },
    },
  },
];
