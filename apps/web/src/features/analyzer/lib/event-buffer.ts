/**
 * Collects events and hands them over together: at most once per `delayMs` (the first event of a
 * quiet period waits that long for company), or at once for an event `isUrgent` says must not wait
 * (with everything collected before it, so the order is kept). A batch of 50 files sends about a
 * hundred events in a few seconds; applied one by one, each re-renders the whole results page.
 */
export function createEventBuffer<T>(options: {
  delayMs: number;
  flush: (events: T[]) => void;
  isUrgent?: (event: T) => boolean;
}): { push: (event: T) => void; flushNow: () => void; close: () => void } {
  let pending: T[] = [];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let isClosed = false;
  const flushNow = () => {
    clearTimeout(timer);
    timer = undefined;
    if (isClosed || pending.length === 0) return;
    const events = pending;
    pending = [];
    options.flush(events);
  };
  return {
    push(event) {
      if (isClosed) return;
      pending.push(event);
      if (options.isUrgent?.(event)) flushNow();
      else timer ??= setTimeout(flushNow, options.delayMs);
    },
    flushNow,
    close() {
      clearTimeout(timer);
      timer = undefined;
      pending = [];
      isClosed = true;
    },
  };
}
