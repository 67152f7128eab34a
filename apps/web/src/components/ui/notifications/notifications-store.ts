import { TOAST_DEFAULT_DURATION_MS } from "@hirelens/contracts/constants";
import { create } from "zustand";

export type NotificationType = "success" | "error" | "warning" | "info";

export type Notification = {
  id: string;
  type: NotificationType;
  message: string;
  title?: string;
  /** Milliseconds before it dismisses itself (spec §3: default 5000). */
  duration: number;
};

export type NewNotification = Omit<Notification, "id" | "duration"> & { duration?: number };

type NotificationsState = {
  notifications: Notification[];
  addNotification: (notification: NewNotification) => string;
  removeNotification: (id: string) => void;
  clearNotifications: () => void;
};

// Timers live beside the store, not in React, so a toast raised outside any component
// (the API client) still goes away on time.
const timers = new Map<string, ReturnType<typeof setTimeout>>();
let sequence = 0;

function createId(): string {
  sequence += 1;
  const random =
    typeof crypto !== "undefined" && "randomUUID" in crypto
      ? crypto.randomUUID()
      : Math.random().toString(36).slice(2);
  return `toast-${sequence}-${random}`;
}

function cancelTimer(id: string): void {
  const timer = timers.get(id);
  if (timer !== undefined) clearTimeout(timer);
  timers.delete(id);
}

export const useNotifications = create<NotificationsState>((set, get) => ({
  notifications: [],
  addNotification: ({ duration = TOAST_DEFAULT_DURATION_MS, ...rest }) => {
    const id = createId();
    set((state) => ({ notifications: [...state.notifications, { ...rest, id, duration }] }));
    if (duration > 0 && Number.isFinite(duration)) {
      timers.set(
        id,
        setTimeout(() => get().removeNotification(id), duration),
      );
    }
    return id;
  },
  removeNotification: (id) => {
    cancelTimer(id);
    set((state) => ({ notifications: state.notifications.filter((n) => n.id !== id) }));
  },
  clearNotifications: () => {
    for (const id of timers.keys()) cancelTimer(id);
    set({ notifications: [] });
  },
}));

/** Imperative helpers for code outside React (the API client, event handlers). */
export const notify = {
  success: (message: string, options?: Partial<NewNotification>) =>
    useNotifications.getState().addNotification({ ...options, type: "success", message }),
  error: (message: string, options?: Partial<NewNotification>) =>
    useNotifications.getState().addNotification({ ...options, type: "error", message }),
  warning: (message: string, options?: Partial<NewNotification>) =>
    useNotifications.getState().addNotification({ ...options, type: "warning", message }),
  info: (message: string, options?: Partial<NewNotification>) =>
    useNotifications.getState().addNotification({ ...options, type: "info", message }),
};
