import clsx from "clsx";
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { type Notification, type NotificationType, useNotifications } from "./notifications-store";

const icons = {
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
  info: Info,
} satisfies Record<NotificationType, unknown>;

const tones: Record<NotificationType, string> = {
  success: "text-emerald-600 dark:text-emerald-400",
  error: "text-rose-600 dark:text-rose-400",
  warning: "text-amber-600 dark:text-amber-400",
  info: "text-brand-600 dark:text-brand-400",
};

const accents: Record<NotificationType, string> = {
  success: "before:bg-emerald-500",
  error: "before:bg-rose-500",
  warning: "before:bg-amber-500",
  info: "before:bg-brand-500",
};

function Toast({ notification }: { notification: Notification }) {
  const removeNotification = useNotifications((s) => s.removeNotification);
  const Icon = icons[notification.type];
  const isUrgent = notification.type === "error" || notification.type === "warning";
  return (
    <li
      role={isUrgent ? "alert" : "status"}
      aria-live={isUrgent ? "assertive" : "polite"}
      aria-atomic="true"
      data-type={notification.type}
      className={clsx(
        "toast-enter pointer-events-auto relative flex w-full items-start gap-3 overflow-hidden rounded-xl border border-slate-200 bg-white/95 p-4 pl-5 shadow-lg shadow-slate-900/10 backdrop-blur",
        "before:absolute before:inset-y-0 before:left-0 before:w-1",
        "dark:border-slate-700 dark:bg-slate-900/95",
        accents[notification.type],
      )}
    >
      <Icon
        aria-hidden="true"
        className={clsx("mt-0.5 size-5 shrink-0", tones[notification.type])}
      />
      <div className="min-w-0 flex-1 text-sm">
        {notification.title ? (
          <p className="font-semibold text-slate-900 dark:text-white">{notification.title}</p>
        ) : null}
        <p className="text-slate-700 dark:text-slate-200">{notification.message}</p>
      </div>
      <button
        type="button"
        onClick={() => removeNotification(notification.id)}
        className="-m-1 rounded-md p-1 text-slate-500 transition hover:bg-slate-100 hover:text-slate-700 focus-visible:outline-2 focus-visible:outline-brand-600 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        aria-label="Close notification"
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </li>
  );
}

/** The toast area, top right (spec §2). */
export function Notifications() {
  const notifications = useNotifications((s) => s.notifications);
  return (
    <section
      aria-label="Notifications"
      className="pointer-events-none fixed inset-x-0 top-0 z-[60] flex justify-end p-4 sm:top-2 sm:right-2 sm:left-auto"
    >
      <ol className="flex w-full max-w-sm flex-col gap-3">
        {notifications.map((notification) => (
          <Toast key={notification.id} notification={notification} />
        ))}
      </ol>
    </section>
  );
}
