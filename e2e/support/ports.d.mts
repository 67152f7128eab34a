export declare const E2E_PORTS: { app: number; waitlist: number };
export declare const E2E_DEMO_VIDEO_URL: string;
