import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { QueryClientProvider } from "@tanstack/react-query";
import { RouterProvider } from "react-router/dom";
import "@sinema/ui/global";
import { queryClient } from "./api";
import { Notifier } from "./feedback/Notifier";
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
