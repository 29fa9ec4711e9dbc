/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_SURVEY_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.svg' {
  const src: string;
  export default src;
}

interface Window {
  /** The start-up session refresh index.html sends before the app loads (decision 307). */
  __portalRefresh?: Promise<Response>;
  /** The first screen's GETs index.html sends with that refresh's token (decision 309). */
  __portalEarly?: Promise<Record<string, Promise<Response>>>;
}
