/**
 * The engine's refusals say their English (for tool builders, what the command line prints) once
 * src/engine/refusals-english.ts is loaded: the command line loads it with the engine's index, the
 * pages with their words; every test file gets it here, whatever part of the engine it imports.
 */
import '@engine/refusals-english';
