/** Build-time constants injected by `.umirc.ts` (`define`) and by the jest setup. */
declare const API_BASE: string;
declare const FILE_BASE: string;
declare const SIGN_KEY: string;
declare const SIGN_IV: string;
declare const APP_ENV: string;

declare module '*.less' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.css' {
  const classes: Record<string, string>;
  export default classes;
}
declare module '*.svg' {
  const url: string;
  export default url;
}
declare module '*.png' {
  const url: string;
  export default url;
}
