/** A chunk of Vite's build manifest. */
export interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

export interface PortalRoute {
  path: string;
  /** Lazy modules the route loads, layouts first (manifest keys such as src/routes/X.tsx). */
  modules: string[];
  /** Behind RequireSession. */
  private: boolean;
}

export interface RouteBundle extends PortalRoute {
  files: string[];
  gzip: number;
  addedFiles: string[];
  addedGzip: number;
}

export const root: string;
export const portalDir: string;
export const portalDist: string;
export function buildPortal(options?: { quiet?: boolean }): Promise<void>;
export function hasManifest(): boolean;
export function readManifest(): Manifest;
export function readRoutes(): PortalRoute[];
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, key: string, files?: Set<string>): Set<string>;
export function gzipSize(file: string): number;
export function totalGzip(files: Iterable<string>): number;
export function routeBundles(manifest?: Manifest): RouteBundle[];
export function privateOnlyFiles(manifest?: Manifest): string[];
export function loginFiles(manifest?: Manifest): string[];
export function buildFloor(): Promise<number>;
export const BUDGETS: { login: number; public: number; private: number };
export function budgetOf(route: PortalRoute): number;
export function largestModules(route: RouteBundle, count?: number): { id: string; gzip: number }[];
export function overBudget(
  bundles: RouteBundle[],
  floor: number,
): {
  path: string;
  gzip: number;
  ratio: number;
  budget: number;
  largest: { id: string; gzip: number }[];
}[];
