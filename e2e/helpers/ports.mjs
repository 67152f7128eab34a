/** Ports of the accounts journeys' own server and its mail capture (see accounts-server.mjs). */
export const ACCOUNTS_PORTS = {
  app: Number(process.env.E2E_ACCOUNTS_PORT ?? 3102),
  smtp: Number(process.env.E2E_SMTP_PORT ?? 3125),
  mailApi: Number(process.env.E2E_MAIL_API_PORT ?? 3126),
};

export const ACCOUNTS_ADMIN_EMAIL = "admin@hirelens.test";
