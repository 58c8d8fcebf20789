/** Written at build time by icon-paths.config.ts: each icon's strokes as one path. */
declare module 'virtual:icon-paths' {
  const icons: Record<string, { d: string; filled: { d: string; fill: string | number }[] }>;
  export default icons;
}
