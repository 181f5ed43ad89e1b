import { configureStore } from '@reduxjs/toolkit';
import { api, rootReducer, type ServerQueryContext } from '@vouch/api-client';

/**
 * The site's only store: the shell makes it, remotes inject endpoints and slices into it. The
 * server renderer makes one per request with a fetch that answers in-process.
 */
export function createAppStore(server?: ServerQueryContext) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) =>
      getDefaultMiddleware({ thunk: { extraArgument: server } }).concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
