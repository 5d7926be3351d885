import { existsSync, readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { mergeMessages, type Translation } from '../apps/web/src/i18n/merge-messages';

const LOCALES = fileURLToPath(new URL('../apps/web/src/i18n/locales/', import.meta.url));

/** A language's interface strings, as the storefront has them once every area has loaded. */
export async function interfaceText(language: 'en' | 'hi' | 'ta' | 'te'): Promise<(key: string, values?: Record<string, string | number>) => string> {
  const moduleOf = async (path: string) => Object.values((await import(pathToFileURL(path).href)) as Record<string, object>)[0]!;
  const shell = await moduleOf(`${LOCALES}${language}.ts`);
  // Each feature area's folder; one without this language's file (English server messages live elsewhere) is skipped.
  const areaFiles = readdirSync(LOCALES, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => `${LOCALES}${entry.name}/${language}.ts`)
    .filter((path) => existsSync(path));
  const areas = await Promise.all(areaFiles.map(moduleOf));
  const messages = mergeMessages(shell, areas);
  return (key, values = {}) => {
    const found = key.split('.').reduce<unknown>((node, part) => (node as Translation | undefined)?.[part], messages);
    if (typeof found !== 'string') throw new Error(`No ${language} interface string ${key}`);
    return found.replace(/\{\{\s*(\w+)\s*\}\}/g, (_, name: string) => String(values[name] ?? `{{${name}}}`));
  };
}
