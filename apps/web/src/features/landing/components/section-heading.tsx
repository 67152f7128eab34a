import clsx from "clsx";
import type { ReactNode } from "react";

export function SectionHeading({
  id,
  eyebrow,
  title,
  description,
  align = "center",
  tone = "default",
}: {
  id: string;
  eyebrow: string;
  title: ReactNode;
  description?: ReactNode;
  align?: "center" | "left";
  tone?: "default" | "light";
}) {
  return (
    <div className={clsx("max-w-2xl", align === "center" && "mx-auto text-center")}>
      <p
        className={clsx(
          "text-sm font-semibold tracking-wide uppercase",
          tone === "light" ? "text-brand-200" : "text-brand-600 dark:text-brand-400",
        )}
      >
        {eyebrow}
      </p>
      <h2
        id={id}
        className={clsx(
          "mt-3 text-3xl font-bold tracking-tight text-balance sm:text-4xl",
          tone === "light" ? "text-white" : "text-slate-900 dark:text-white",
        )}
      >
        {title}
      </h2>
      {description ? (
        <p
          className={clsx(
            "mt-4 text-base text-pretty sm:text-lg",
            tone === "light" ? "text-brand-100" : "text-slate-600 dark:text-slate-400",
          )}
        >
          {description}
        </p>
      ) : null}
    </div>
  );
}
