import "@fontsource-variable/inter";
import "./index.css";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { loadPublicConfig } from "./config/env";
import { applyTheme } from "./hooks/use-theme";

applyTheme();

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

void loadPublicConfig().then((config) => {
  createRoot(root).render(
    <StrictMode>
      <App config={config} />
    </StrictMode>,
  );
});
