/** Types of scripts/build.mjs (plain JavaScript, so that it runs before anything is built). */
export function isStale(): boolean;
export function buildDist(): Promise<void>;
export function buildIfStale(): Promise<void>;
