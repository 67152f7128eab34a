import { useEffect } from "react";
import { useLocation } from "react-router";

/** Elements marked with this attribute scroll back to the top too (spec §2: main container). */
export const SCROLL_CONTAINER_ATTRIBUTE = "data-scroll-container";

function scrollBehavior(): ScrollBehavior {
  const reduce =
    typeof window.matchMedia === "function" &&
    window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  return reduce ? "auto" : "smooth";
}

/** Spec §2: on every path change the view scrolls smoothly to the top. */
export function useScrollToTop(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    // Runs on path changes only: in-page anchors (#waitlist-form) keep their own scrolling.
    void pathname;
    const behavior = scrollBehavior();
    if (typeof window.scrollTo === "function") window.scrollTo({ top: 0, left: 0, behavior });
    for (const element of document.querySelectorAll<HTMLElement>(
      `[${SCROLL_CONTAINER_ATTRIBUTE}]`,
    )) {
      if (typeof element.scrollTo === "function") element.scrollTo({ top: 0, left: 0, behavior });
    }
  }, [pathname]);
}
