import type { Plugin } from 'vite';

/** What the filter needs of a bundle entry: a chunk's file and the chunks it imports statically. */
interface BundleEntry {
  type: 'asset' | 'chunk';
  fileName: string;
  imports?: readonly string[];
}

/** A chunk and every chunk it imports statically, at any depth: all loaded before its code runs. */
export function staticClosure(bundle: Readonly<Record<string, BundleEntry>>, fileName: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    const entry = bundle[file];
    if (seen.has(file) || entry?.type !== 'chunk') return;
    seen.add(file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  visit(fileName);
  return seen;
}

/**
 * Drops, from what a dynamic import preloads, the chunks its importer already loaded: code runs
 * only once its static imports have, so a lazy page imported by the entry never needs the
 * framework or the entry's shared chunks again. Vite lists them for every lazy route anyway, and
 * that table is part of the first view's JavaScript (1 KB and more gzip on /home). The plugin keeps
 * the bundle Vite's own import analysis then rewrites (it runs after ordinary plugins);
 * `resolveDependencies` is `build.modulePreload.resolveDependencies`.
 */
export function preloadOnlyWhatIsMissing() {
  let bundle: Readonly<Record<string, BundleEntry>> | undefined;
  const closures = new Map<string, Set<string>>();
  const plugin: Plugin = {
    name: 'aabhushan:preload-only-what-is-missing',
    generateBundle(_options, output) {
      bundle = output as unknown as Record<string, BundleEntry>;
      closures.clear();
    },
  };
  const resolveDependencies = (_file: string, deps: string[], { hostId, hostType }: { hostId: string; hostType: 'html' | 'js' }): string[] => {
    if (hostType !== 'js' || !bundle) return deps;
    let loaded = closures.get(hostId);
    if (!loaded) closures.set(hostId, (loaded = staticClosure(bundle, hostId)));
    return deps.filter((dep) => !loaded.has(dep));
  };
  return { plugin, resolveDependencies };
}
