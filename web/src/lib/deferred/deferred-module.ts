/** A module downloaded on first use, then kept: `current()` has it once `load()` resolved. */
export interface DeferredModule<Module> {
  load(): Promise<Module>;
  current(): Module | undefined;
}

export function deferredModule<Module>(importer: () => Promise<Module>): DeferredModule<Module> {
  let loaded: Module | undefined;
  let loading: Promise<Module> | undefined;
  return {
    load: () =>
      (loading ??= importer().then(
        (module) => (loaded = module),
        (error: unknown) => {
          // A download that failed (offline, new deploy) is tried again on the next use.
          loading = undefined;
          throw error;
        },
      )),
    current: () => loaded,
  };
}
