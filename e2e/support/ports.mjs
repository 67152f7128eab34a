/** Ports of the two servers the journeys run against (see start-servers.mjs). */
export const E2E_PORTS = {
  app: Number(process.env.E2E_APP_PORT ?? 3100),
  waitlist: Number(process.env.E2E_WAITLIST_PORT ?? 3101),
};

/** The waitlist-mode server embeds this video; the journeys answer it with page.route (no network). */
export const E2E_DEMO_VIDEO_URL = "https://video.example.com/embed/hirelens-demo";
