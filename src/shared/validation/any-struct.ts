/**
 * A struct of any value, for code that walks or checks structs it is handed (the OpenAPI writer,
 * the request parser, the form hook). This is superstruct's own name for it: a struct both yields
 * and refines its value, so its value type is invariant and no narrower type holds every struct.
 */
export type { AnyStruct } from 'superstruct/dist/utils.js';
