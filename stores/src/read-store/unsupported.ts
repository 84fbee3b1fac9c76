/**
 * The error for filter, update or projection syntax the read-store port leaves out. Both adapters
 * throw it before they touch any data: add what is missing to the port, both adapters and the
 * contract suite first.
 */
export function unsupported(what: string): Error {
  return new Error(`The read store does not support ${what} (see read-store.port.ts)`);
}
