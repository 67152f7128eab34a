import { anchors } from "@/config/paths";

/** Smooth-scrolls to the waitlist form (spec §2) and puts keyboard focus on its first field. */
export function scrollToWaitlist(): void {
  const target = document.getElementById(anchors.waitlistForm);
  if (!target) return;
  const reduce = window.matchMedia?.("(prefers-reduced-motion: reduce)").matches ?? false;
  target.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  if (window.location.hash !== `#${anchors.waitlistForm}`) {
    window.history.replaceState(window.history.state, "", `#${anchors.waitlistForm}`);
  }
  target.querySelector<HTMLInputElement>("input")?.focus({ preventScroll: true });
}
