/**
 * A parsed JSON reply as the tests read it: freely, field by field, letting the assertion fail
 * when a field is missing or of the wrong kind. The one place tests use `any`; a test that wants
 * the reply checked by the compiler names its type instead (`call<Type>(…)`).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see above
export type LooseJson = any;
