// The built-in script writer (deterministic, no network): @platform/listing's writer behind the
// ScriptWriter port.
import { writeListingScript } from '@platform/listing';
import type { ScriptWriter } from '../domain/script.service.ts';

export const builtinScriptWriter: ScriptWriter = { write: async (request) => writeListingScript(request) };
