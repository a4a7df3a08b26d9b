import type { RouteObject } from "react-router";
import { adminRoutes } from "./admin/routes";
import { publicRoutes } from "./publicRoutes";

/** The browser's routes: the public pages, then the admin (outside the public layout, client-rendered). */
export const routes: RouteObject[] = [...publicRoutes, ...adminRoutes];
