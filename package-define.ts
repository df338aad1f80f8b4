import { readFileSync } from 'node:fs';

const packageJson = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  name: string;
  version: string;
};

/** Build-time constants shared by tsup and vitest, so src/ never reads package.json at run time. */
export const packageDefine = {
  __PACKAGE_NAME__: JSON.stringify(packageJson.name),
  __PACKAGE_VERSION__: JSON.stringify(packageJson.version),
};
