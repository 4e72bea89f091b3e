/// <reference types="vite/client" />

declare const __BUILD_ID__: string;

interface ImportMetaEnv {
  readonly VITE_API_BASE?: string;
  readonly VITE_INSPECT?: string;
}
