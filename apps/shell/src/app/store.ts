import { configureStore } from '@reduxjs/toolkit';
import { api, rootReducer } from '@vouch/api-client';

/** The site's only store: the shell makes it, remotes inject endpoints and slices into it. */
export function createAppStore() {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
