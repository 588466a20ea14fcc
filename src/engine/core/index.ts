/** The engine's core: no game rules, only what every tile-laying ruleset stands on. */
export * from './geometry';
export * from './errors';
export * from './json';
export * from './json-text';
export * from './random';
export * from './shape';
export * from './board';
export * from './replay';
export * from './options';
export * from './placement';
