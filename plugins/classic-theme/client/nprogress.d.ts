/** The part of nprogress 0.2.0 (which ships no types) that progress-bar.ts uses. */
declare module 'nprogress' {
  interface NProgress {
    configure(options: {readonly showSpinner?: boolean}): NProgress;
    start(): NProgress;
    done(force?: boolean): NProgress;
  }
  const nprogress: NProgress;
  export default nprogress;
}
