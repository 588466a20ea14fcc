/// <reference types="vite-plugin-pwa/client" />
/// <reference types="astro/client" />

// Plain `tsc` does not know .astro files (astro check does); give them a loose type there.
declare module '*.astro' {
  const Component: (props: Record<string, unknown>) => unknown;
  export default Component;
}
