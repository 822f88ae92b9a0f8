import type { Plugin } from 'vite';

/**
 * Modules that do nothing by themselves when imported, so each page's bundle takes only those it
 * uses: contracts/ (rules and shapes) and the message catalogue (texts). (Not the components'
 * vanilla-extract styles: a module declared so loses its CSS import with it.)
 */
const isPureData = (id: string) => /[\\/]contracts[\\/]src[\\/]|[\\/]app[\\/]src[\\/]i18n[\\/]/.test(id);

/** Declares those modules side-effect free; a transform hook outranks the packages' own `sideEffects`. */
export const importedForExportsOnly: Plugin = {
  name: 'city:imported-for-exports-only',
  enforce: 'post',
  transform(_code, id) {
    return isPureData(id) ? { moduleSideEffects: false } : null;
  },
};

/**
 * The app runs in Russian only (I18nProvider locale="ru-RU"), so the bundle keeps what ru-RU needs:
 * react-aria ships its built-in texts (a calendar's "Next month", a dialog's "Dismiss") in 34
 * languages and every component that has some pulls all of them in; English stays as react-aria's
 * fallback. And @internationalized/date would bring a dozen calendar systems (Japanese, Hebrew,
 * Islamic…) for a date picker that only ever counts days in the Gregorian one.
 */
const KEPT_LOCALES = new Set(['ru-RU', 'en-US']);
export const onlyRussianLocale: Plugin = {
  name: 'city:only-russian-locale',
  transform(code, id) {
    if (/react-(aria|aria-components|stately)[\\/]dist[\\/].*intlStrings\.mjs$/.test(id)) {
      const kept = (line: string, locale: string) => (KEPT_LOCALES.has(locale) ? line : '');
      return code
        .replace(/^import \S+ from "[^"]*[\\/]([a-z]{2}-[A-Z]{2})\.mjs";\n/gm, kept)
        .replace(/^\s*"([a-z]{2}-[A-Z]{2})": \S+?,?\n/gm, kept);
    }
    if (/@internationalized[\\/]date[\\/]dist[\\/]private[\\/]createCalendar\.mjs$/.test(id)) {
      return code.replace(/case '(?!gregory')[^']+':\s*return new \(0, [\w$]+\)\(\);\s*/g, '');
    }
    return null;
  },
};

/**
 * The chunk groups (./chunks.ts) are placed by hand and take no dependencies along: were two chunks to import
 * each other, one could run before the other has defined what it uses ("X is not a constructor").
 * The build fails instead.
 */
export const noChunkCycles: Plugin = {
  name: 'city:no-chunk-cycles',
  apply: 'build',
  generateBundle(_options, bundle) {
    const imports = new Map<string, string[]>();
    for (const [file, output] of Object.entries(bundle)) if (output.type === 'chunk') imports.set(file, output.imports);
    const done = new Set<string>();
    const visit = (file: string, path: string[]): void => {
      if (path.includes(file)) this.error(`Чанки импортируют друг друга: ${[...path.slice(path.indexOf(file)), file].join(' → ')}`);
      if (done.has(file)) return;
      for (const next of imports.get(file) ?? []) visit(next, [...path, file]);
      done.add(file);
    };
    for (const file of imports.keys()) visit(file, []);
  },
};
