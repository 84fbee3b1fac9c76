/** Injection tokens for the ports, so modules depend on the interface, not the adapter. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const APP_CONFIG = Symbol('APP_CONFIG');
