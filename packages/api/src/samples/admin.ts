export * from "./adminAds";
export * from "./adminUsers";
export * from "./adminDashboard";
