/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the catalogue API; `/api` on the serving origin when unset. */
  readonly VITE_CATALOG_BASE?: string;
  /** Where Core Web Vitals are posted; unset: the report is not even loaded. */
  readonly VITE_VITALS_URL?: string;
}
