import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import "@sinema/ui/global";
import { queryClient } from "./api";
import { Notifier } from "./feedback/Notifier";
import { beaconReporter, startPerformanceReport } from "./perf/webVitals";
import { router } from "./router";

const container = document.getElementById("root");
if (!container) throw new Error("#root is missing from index.html");

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <Notifier>
        <RouterProvider router={router} />
      </Notifier>
    </QueryClientProvider>
  </StrictMode>,
);

// Core Web Vitals go to VITE_VITALS_URL when one is configured, else nowhere.
const vitalsUrl = import.meta.env.VITE_VITALS_URL;
void startPerformanceReport(vitalsUrl ? beaconReporter(vitalsUrl) : undefined);
