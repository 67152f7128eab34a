export declare const ACCOUNTS_PORTS: { app: number; smtp: number; mailApi: number };
export declare const ACCOUNTS_ADMIN_EMAIL: string;
