import type { FastifyInstance } from 'fastify';
import { mayChangePages } from '../../http/may-change-pages';
import type { PageChangesRepository } from './page-changes-repository';

/** How often a process looks for other processes' writes: the longest another process's guests see a page from before one. */
export const OTHER_PROCESSES_LOOK_MS = 1000;

/** Where a write was made: in this process, or in another one sharing the database. */
export type ChangedWhere = 'here' | 'elsewhere';

export interface PageChanges {
  onChange(listener: (where: ChangedWhere) => void): void;
}

/**
 * Tells listeners when a request may have changed what a page shows: any write that succeeded, or
 * whose client left before its answer. Registered on the app's root, so it hears every module's
 * routes. With `shared` (a PostgreSQL database other API processes write too) it counts this
 * process's writes there and looks every OTHER_PROCESSES_LOOK_MS for the others', telling of
 * those as 'elsewhere'; a process that has its database alone (PGlite) hears all writes itself.
 */
export function watchPageChanges(
  app: FastifyInstance,
  shared?: PageChangesRepository,
): PageChanges {
  const listeners: ((where: ChangedWhere) => void)[] = [];
  const changed = (where: ChangedWhere) => {
    for (const listener of listeners) listener(where);
  };
  // The numbers of this process's own writes not yet looked past: a look that finds only these found nothing new.
  const own: number[] = [];
  // Own writes being counted: their numbers may be in the database before they are in `own`.
  let counting = 0;
  const changedHere = () => {
    changed('here');
    if (!shared) return;
    counting += 1;
    // Not awaited: the answer is sent already. A write not counted (the database is down) is still this process's to know.
    shared
      .count()
      .then(
        (number) => void own.push(number),
        () => undefined,
      )
      .finally(() => {
        counting -= 1;
      });
  };
  app.addHook('onResponse', async (request, reply) => {
    if (mayChangePages(request) && reply.statusCode < 400) changedHere();
  });
  // A write whose client went away may still have been made: its outcome is unknown, so pages are rendered afresh.
  app.addHook('onRequestAbort', async (request) => {
    if (mayChangePages(request)) changedHere();
  });

  if (shared) {
    // The latest write number looked at; what this process keeps was read after the first look.
    let seen: number | null = null;
    let looking = false;
    let deferred = false;
    const look = async () => {
      const latest = await shared.latest();
      const ownSeen = own.filter(
        (number) => seen !== null && number > seen && number <= latest,
      ).length;
      const others = seen === null ? 0 : latest - seen - ownSeen;
      // As many unexplained numbers as own writes still being counted: they may be those. The next
      // look decides, once their numbers are known (at most one look later, so under steady writes
      // another process's write is told of late, never missed).
      if (others > 0 && others <= counting && !deferred) {
        deferred = true;
        return;
      }
      deferred = false;
      own.splice(0, own.length, ...own.filter((number) => number > latest));
      if (others > 0) changed('elsewhere');
      seen = latest;
    };
    const lookOnce = () => {
      if (looking) return;
      looking = true;
      // A look that fails (the database restarting) leaves the next one to look from the same place.
      look()
        .catch(() => undefined)
        .finally(() => {
          looking = false;
        });
    };
    lookOnce();
    const timer = setInterval(lookOnce, OTHER_PROCESSES_LOOK_MS);
    timer.unref();
    app.addHook('onClose', async () => clearInterval(timer));
  }
  return { onChange: (listener) => void listeners.push(listener) };
}
