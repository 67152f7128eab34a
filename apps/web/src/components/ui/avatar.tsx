import clsx from "clsx";

function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? [parts[0], parts.at(-1)] : parts;
  return letters.map((part) => part?.[0]?.toUpperCase() ?? "").join("") || "?";
}

/**
 * Size and font-size utilities given in `className` replace the defaults: clsx keeps both classes and
 * Tailwind's stylesheet order, not the caller, would decide which one wins.
 */
const FONT_SIZE_CLASS = /(^|\s)text-(xs|sm|base|lg|\d?xl)(\s|$)/;
const SIZE_CLASS = /(^|\s)size-/;

/** The user's photo, or their initials on the brand gradient. */
export function Avatar({
  name,
  image,
  className,
}: {
  name: string;
  image?: string | null;
  className?: string;
}) {
  if (image) {
    return (
      <img
        src={image}
        alt=""
        className={clsx(
          "shrink-0 rounded-full object-cover",
          !SIZE_CLASS.test(className ?? "") && "size-9",
          className,
        )}
      />
    );
  }
  return (
    <span
      aria-hidden="true"
      className={clsx(
        "inline-flex shrink-0 items-center justify-center rounded-full bg-gradient-to-br from-brand-500 to-violet-600 font-semibold text-white",
        !SIZE_CLASS.test(className ?? "") && "size-9",
        !FONT_SIZE_CLASS.test(className ?? "") && "text-sm",
        className,
      )}
    >
      {initialsOf(name)}
    </span>
  );
}
