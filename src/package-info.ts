declare const __PACKAGE_NAME__: string;
declare const __PACKAGE_VERSION__: string;

/** Put in at build time (tsup and vitest `define`) from package.json. */
export const PACKAGE_NAME = __PACKAGE_NAME__;
export const PACKAGE_VERSION = __PACKAGE_VERSION__;
