/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Base URL of the catalogue API; `/api` on the serving origin when unset. */
  readonly VITE_CATALOG_BASE?: string;
}
