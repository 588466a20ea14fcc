/**
 * Every type of the New World ruleset, from one place (see ../shared/spec/formats.md §1–4):
 * the record (record-types.ts), the events (event-types.ts) and the views and tallies
 * (view-types.ts). Plain data only: records, tallies, tile types and events are JSON-safe.
 */
export * from './record-types';
export * from './event-types';
export * from './view-types';
