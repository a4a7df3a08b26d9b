import { createBrowserRouter } from "react-router";
import * as home from "./routes/home";

export const router = createBrowserRouter([
  {
    path: "/",
    loader: home.loader,
    Component: home.Component,
    HydrateFallback: home.HydrateFallback,
    ErrorBoundary: home.ErrorBoundary,
  },
]);
