#!/usr/bin/env node
// Points the code's citations of the old specifications ("participant-side §4", "platform §5",
// "management-side §2") and of issues ("issue 7", "Issue «…»") at the product's own documentation
// in docs/ ("docs/events.md#participation"), by the table in citation-map.json.
//
//   node scripts/docs/repoint-comments.mjs             rewrite in place, print counts
//   node scripts/docs/repoint-comments.mjs --dry-run   print what would change, write nothing
//   node scripts/docs/repoint-comments.mjs --check     exit 1 if any citation remains
//   options: --root DIR (the tree to work on; default: this repository), --map FILE,
//            --docs DIR (where the anchors are checked; default: <this repository>/docs), --quiet
//
// Only comments and test titles (describe/it/test) are rewritten; a citation in any other string
// or in JSX text is reported and left, since it is program output. Idempotent: a rewritten
// citation is a docs/ path, which no pattern below matches. No dependencies.

import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const REPOSITORY = path.resolve(HERE, '..', '..');

export const WORKSPACES = ['contracts', 'design-system', 'app', 'widgets', 'bff', 'moderation', 'e2e', 'scripts'];
const SKIPPED_DIRECTORIES = new Set(['node_modules', 'dist', '.git']);
/** This tool's own folder names the patterns it looks for. */
const SKIPPED_PATHS = new Set(['scripts/docs']);
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.sql'];

// ---------------------------------------------------------------------------------------------
// Patterns

const DOC = String.raw`(participant-side|management-side|platform)`;
/** A line break inside a comment, with the next line's comment prefix. */
const WRAP = String.raw`(?:[ \t]*\r?\n[ \t]*(?:\*(?!/)|//|--)?)`;
const GAP = String.raw`(?:[ \t]+|${WRAP})`;
const SECTION = String.raw`§[ \t]?\d+(?:[ \t]?[–-][ \t]?§?[ \t]?\d+)?`;
const SECTION_LIST = String.raw`${SECTION}(?:[ \t]*(?:,|and|&)[ \t]*${SECTION})*`;
const CITE = String.raw`${DOC}(?:[ \t]+spec)?${GAP}+${SECTION_LIST}`;
const SPEC_GROUP = new RegExp(String.raw`${CITE}(?:[ \t]*(?:,|;|/|and|&)[ \t]*${CITE})*`, 'g');
const SPEC_SINGLE = new RegExp(String.raw`${DOC}(?:[ \t]+spec)?${GAP}+(${SECTION_LIST})`, 'g');
const ISSUE_NUMBERED = /\b[Ii]ssues?[ \t]+(\d+(?:[ \t]*(?:,|and)[ \t]*\d+)*)(?:[ \t]*§[ \t]?\d+)?(?:[ \t]+"[^"\n]*"|[ \t]+«[^»\n]*»)?/g;
const ISSUE_TITLED = /\b[Ii]ssue[ \t]+«([^»\n]+)»/g;
const BARE_SECTION = /(?<![\w-])§[ \t]?\d+(?:[ \t]?[–-][ \t]?§?[ \t]?\d+)?(?:[ \t]*(?:,|and)[ \t]*§[ \t]?\d+(?:[ \t]?[–-][ \t]?§?[ \t]?\d+)?)*/g;
const DOC_NAME = /(participant-side|management-side|platform)(?=[ \t]*(?:spec[ \t]*)?(?:§|$|\r?\n))/g;

/** "§2–§4" → [2, 3, 4]; "§5, §9" → [5, 9]. */
export function sectionNumbers(list) {
  const numbers = [];
  for (const part of list.split(/,|and|&/)) {
    const range = /§?\s?(\d+)(?:\s?[–-]\s?§?\s?(\d+))?/.exec(part.trim());
    if (!range) continue;
    const from = Number(range[1]);
    const to = range[2] === undefined ? from : Number(range[2]);
    for (let n = from; n <= Math.max(from, to); n++) numbers.push(n);
  }
  return numbers;
}

// ---------------------------------------------------------------------------------------------
// Where a position is: comment, string or code

/**
 * The comment and string spans of a source text, as [start, end, kind] with kind 'comment' or
 * 'string'. A light scanner: enough for comments, quotes, template literals and regex literals; a
 * quote that reaches the end of its line (an apostrophe in JSX text) ends there, so one stray
 * quote cannot swallow the rest of a file.
 */
export function scanSpans(text, language) {
  const spans = [];
  let i = 0;
  const n = text.length;
  const templateDepth = []; // brace depth at which each open template's ${ } closes
  let braceDepth = 0;
  let lastSignificant = '';
  const regexMayFollow = () => lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || /\b(return|typeof|case|in|of|void|yield|await|delete|throw|new|else|do)$/.test(lastSignificant);

  const readQuoted = (quote, start) => {
    let j = start + 1;
    while (j < n) {
      const c = text[j];
      if (c === '\\') { j += 2; continue; }
      if (c === quote) return j + 1;
      if (c === '\n') return j;
      j++;
    }
    return n;
  };

  const readTemplate = (start) => {
    // From just after ` (or after the } closing a ${…}), to the closing ` or the next ${.
    let j = start;
    while (j < n) {
      const c = text[j];
      if (c === '\\') { j += 2; continue; }
      if (c === '`') return { end: j + 1, opensExpression: false };
      if (c === '$' && text[j + 1] === '{') return { end: j + 2, opensExpression: true };
      j++;
    }
    return { end: n, opensExpression: false };
  };

  while (i < n) {
    const c = text[i];
    const next = text[i + 1];
    if (language === 'sql') {
      if (c === '-' && next === '-') {
        const end = text.indexOf('\n', i);
        spans.push([i, end === -1 ? n : end, 'comment']);
        i = end === -1 ? n : end;
      } else if (c === '/' && next === '*') {
        const end = text.indexOf('*/', i + 2);
        spans.push([i, end === -1 ? n : end + 2, 'comment']);
        i = end === -1 ? n : end + 2;
      } else if (c === "'") {
        const end = readQuoted("'", i);
        spans.push([i, end, 'string']);
        i = end;
      } else i++;
      continue;
    }
    if (c === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      spans.push([i, end === -1 ? n : end, 'comment']);
      i = end === -1 ? n : end;
      continue;
    }
    if (c === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      spans.push([i, end === -1 ? n : end + 2, 'comment']);
      i = end === -1 ? n : end + 2;
      continue;
    }
    if (c === "'" || c === '"') {
      const end = readQuoted(c, i);
      spans.push([i, end, 'string']);
      i = end;
      lastSignificant = 'x';
      continue;
    }
    if (c === '`') {
      const { end, opensExpression } = readTemplate(i + 1);
      spans.push([i, end, 'string']);
      if (opensExpression) templateDepth.push(braceDepth);
      i = end;
      lastSignificant = opensExpression ? '{' : 'x';
      if (opensExpression) braceDepth++;
      continue;
    }
    if (c === '{') { braceDepth++; lastSignificant = '{'; i++; continue; }
    if (c === '}') {
      braceDepth--;
      if (templateDepth.length > 0 && templateDepth[templateDepth.length - 1] === braceDepth) {
        templateDepth.pop();
        const { end, opensExpression } = readTemplate(i + 1);
        spans.push([i + 1, end, 'string']);
        if (opensExpression) { templateDepth.push(braceDepth); braceDepth++; }
        i = end;
        lastSignificant = opensExpression ? '{' : 'x';
        continue;
      }
      lastSignificant = '}';
      i++;
      continue;
    }
    if (c === '/' && regexMayFollow()) {
      // A regex literal: to the closing / outside a character class, on one line.
      let j = i + 1;
      let inClass = false;
      while (j < n && text[j] !== '\n') {
        const r = text[j];
        if (r === '\\') { j += 2; continue; }
        if (r === '[') inClass = true;
        else if (r === ']') inClass = false;
        else if (r === '/' && !inClass) break;
        j++;
      }
      i = j + 1;
      lastSignificant = 'x';
      continue;
    }
    if (/\s/.test(c)) { i++; continue; }
    if (/[\w$]/.test(c)) {
      let j = i;
      while (j < n && /[\w$]/.test(text[j])) j++;
      lastSignificant = text.slice(i, j);
      i = j;
      continue;
    }
    lastSignificant = c;
    i++;
  }
  return spans;
}

function spanAt(spans, position) {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const [start, end] = spans[middle];
    if (position < start) high = middle - 1;
    else if (position >= end) low = middle + 1;
    else return spans[middle];
  }
  return null;
}

/**
 * A string that is the title of a test: describe('…'), it.each(…)('…'), test.skip(`…`), or a
 * `name: '…'` of a table of cases in a test file.
 */
function isTestTitle(text, stringStart, relativePath) {
  const before = text.slice(Math.max(0, stringStart - 300), stringStart);
  if (/\b(describe|it|test|bench|suite)\b(?:\.\w+)*(?:\((?:[^()]|\([^()]*\))*\))?\s*\(\s*$/.test(before)) return true;
  return /\.(test|spec)\.tsx?$/.test(relativePath) && /\bname:\s*$/.test(before);
}

// ---------------------------------------------------------------------------------------------
// The map

export function loadMap(mapFile) {
  const map = JSON.parse(fs.readFileSync(mapFile, 'utf8'));
  return {
    ...map,
    topicPatterns: map.topics.map(([pattern, topic]) => [new RegExp(pattern), topic]),
    hintPatterns: (map.hints ?? []).map(([pattern, anchor]) => [new RegExp(pattern), anchor]),
    keywordPatterns: Object.fromEntries(
      Object.entries(map.keywords).map(([file, rules]) => [file, rules.map(([pattern, anchor]) => [new RegExp(pattern, 'i'), anchor])]),
    ),
  };
}

/** GitHub's slug of a heading: lower case, punctuation dropped, spaces to hyphens. */
export function slug(heading) {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** Every "file.md#anchor" the map can produce, checked against the headings of docs/. */
export function missingAnchors(map, docsDirectory) {
  const targets = new Set();
  const add = (target) => targets.add(target.replace(/!$/, ''));
  for (const entry of [...Object.values(map.sections), ...Object.values(map.issues)]) {
    for (const [key, value] of Object.entries(entry)) {
      if (key === 'rules') value.forEach(([, anchor]) => add(anchor));
      else add(value);
    }
  }
  for (const [file, rules] of Object.entries(map.keywords)) rules.forEach(([, anchor]) => add(`${file}#${anchor}`));
  for (const [, anchor] of map.hints ?? []) add(anchor);
  const anchorsOf = new Map();
  const missing = [];
  for (const target of targets) {
    const [file, anchor] = target.split('#');
    if (!anchorsOf.has(file)) {
      const docPath = path.join(docsDirectory, file);
      const headings = fs.existsSync(docPath)
        ? fs.readFileSync(docPath, 'utf8').split('\n').filter((line) => /^#{2,3} /.test(line)).map((line) => slug(line.replace(/^#+ /, '')))
        : null;
      anchorsOf.set(file, headings);
    }
    const headings = anchorsOf.get(file);
    if (!headings || !headings.includes(anchor)) missing.push(target);
  }
  return missing;
}

function topicOf(map, relativePath) {
  for (const [pattern, topic] of map.topicPatterns) if (pattern.test(relativePath)) return topic;
  return map.defaultTopic;
}

/**
 * "events.md#participation" for an entry of the map, a file and a comment: the section's rules;
 * a fixed target ("…!"); the target file's keywords on the citation's line; the path's hint; the
 * keywords on the line and the next comment line; the target's own anchor.
 */
function resolveEntry(map, entry, topic, relativePath, { line, around }) {
  for (const [pattern, anchor] of entry.rules ?? []) if (new RegExp(pattern, 'i').test(around)) return anchor;
  const target = entry[topic] ?? entry.default;
  if (target.endsWith('!')) return target.slice(0, -1);
  const [file, fallback] = target.split('#');
  const keywords = map.keywordPatterns[file] ?? [];
  for (const [pattern, anchor] of keywords) if (pattern.test(line)) return `${file}#${anchor}`;
  for (const [pattern, hint] of map.hintPatterns) if (pattern.test(relativePath) && hint.startsWith(`${file}#`)) return hint;
  for (const [pattern, anchor] of keywords) if (pattern.test(around)) return `${file}#${anchor}`;
  return `${file}#${fallback}`;
}

const docsLink = (target) => `docs/${target}`;

// ---------------------------------------------------------------------------------------------
// One file

/**
 * The file's text with its citations repointed, and what was done:
 * { text, rewritten: [{line, from, to}], left: [{line, citation, reason}] }.
 */
export function repointText(text, relativePath, map) {
  const language = relativePath.endsWith('.sql') ? 'sql' : 'ts';
  const spans = scanSpans(text, language);
  const topic = topicOf(map, relativePath);
  const lineOf = (position) => text.slice(0, position).split('\n').length;
  /**
   * What a citation says, for the keywords, with every citation taken out (their own words, such
   * as "platform", would match): `near`, from the citation to the next one on its line (or the
   * whole line when that is too short to tell); `around`, the line and the next one when the
   * comment goes on there.
   */
  const contextAround = (start, end) => {
    const lineStart = text.lastIndexOf('\n', start - 1) + 1;
    let lineEnd = text.indexOf('\n', end);
    if (lineEnd === -1) lineEnd = text.length;
    const withoutCitations = (part) => part.replace(SPEC_GROUP, ' ').replace(ISSUE_TITLED, ' ').replace(ISSUE_NUMBERED, ' ').replace(BARE_SECTION, ' ');
    const line = withoutCitations(text.slice(lineStart, lineEnd));
    const after = text.slice(end, lineEnd);
    const nextCitation = after.search(/(participant-side|management-side|platform)[ \t]*§|\b[Ii]ssue[ \t]+(\d|«)|§/);
    const segment = withoutCitations(nextCitation === -1 ? after : after.slice(0, nextCitation));
    const near = segment.replace(/[^\p{L}\p{N}]+/gu, ' ').trim().length >= 15 ? segment : line;
    const nextEnd = text.indexOf('\n', lineEnd + 1);
    const nextLine = lineEnd < text.length ? text.slice(lineEnd + 1, nextEnd === -1 ? text.length : nextEnd) : '';
    const goesOn = /^\s*(\*(?!\/)|\/\/|--)/.test(nextLine);
    return { line: near, around: line + (goesOn ? ` ${withoutCitations(nextLine)}` : '') };
  };
  /** The document a bare "§4" belongs to: the last one named before it in its comment, else nearby in the file. */
  const documentFor = (span, position) => {
    const inComment = [...text.slice(span[0], position).matchAll(DOC_NAME)].at(-1)?.[1];
    if (inComment) return inComment;
    const lineStart = text.lastIndexOf('\n', position - 1) + 1;
    const before = text.slice(0, lineStart).split('\n').slice(-60).join('\n');
    const earlier = [...before.matchAll(DOC_NAME)].at(-1)?.[1];
    if (earlier) return earlier;
    const after = text.slice(position).split('\n').slice(0, 10).join('\n');
    return [...after.matchAll(DOC_NAME)][0]?.[1] ?? null;
  };
  const found = [];
  const taken = (start, end) => found.some((f) => start < f.end && end > f.start);
  const collect = (pattern, kind) => {
    pattern.lastIndex = 0;
    for (let match; (match = pattern.exec(text)); ) {
      if (!taken(match.index, match.index + match[0].length)) found.push({ start: match.index, end: match.index + match[0].length, match, kind });
    }
  };
  collect(SPEC_GROUP, 'spec');
  collect(ISSUE_TITLED, 'issue-titled');
  collect(ISSUE_NUMBERED, 'issue');
  collect(BARE_SECTION, 'bare');
  found.sort((a, b) => a.start - b.start);

  const rewritten = [];
  const left = [];
  const edits = [];
  for (const citation of found) {
    const original = citation.match[0];
    const line = lineOf(citation.start);
    const span = spanAt(spans, citation.start);
    const where =
      span?.[2] === 'comment' ? 'comment' : span?.[2] === 'string' && isTestTitle(text, span[0], relativePath) ? 'test title' : null;
    if (!where) {
      left.push({ line, citation: original, reason: span ? 'in a string that is not a test title (program text)' : 'in code or JSX text' });
      continue;
    }
    const context = contextAround(citation.start, citation.end);
    const targets = [];
    let problem = null;
    if (citation.kind === 'spec') {
      SPEC_SINGLE.lastIndex = 0;
      for (let one; (one = SPEC_SINGLE.exec(original)); ) {
        for (const number of sectionNumbers(one[2])) {
          const entry = map.sections[`${one[1]} §${number}`];
          if (!entry) problem = `no entry for ${one[1]} §${number}`;
          else targets.push(resolveEntry(map, entry, topic, relativePath, context));
        }
      }
    } else if (citation.kind === 'bare') {
      // "(§4)" after "participant-side …" earlier in the same comment: that document's section.
      const doc = documentFor(span, citation.start);
      if (!doc) problem = 'a § without a document named in its comment or nearby';
      else {
        for (const number of sectionNumbers(original)) {
          const entry = map.sections[`${doc} §${number}`];
          if (!entry) problem = `no entry for ${doc} §${number}`;
          else targets.push(resolveEntry(map, entry, topic, relativePath, context));
        }
      }
    } else if (citation.kind === 'issue-titled') {
      const entry = map.issues[citation.match[1]];
      if (!entry) problem = `no entry for issue «${citation.match[1]}»`;
      else targets.push(resolveEntry(map, entry, topic, relativePath, context));
    } else {
      for (const number of citation.match[1].split(/,|and/).map((part) => part.trim())) {
        const entry = map.issues[number];
        if (!entry) problem = `no entry for issue ${number}`;
        else targets.push(resolveEntry(map, entry, topic, relativePath, context));
      }
    }
    if (problem || targets.length === 0) {
      left.push({ line, citation: original, reason: problem ?? 'nothing to point at' });
      continue;
    }
    const replacement = [...new Set(targets)].map(docsLink).join(', ');
    edits.push({ start: citation.start, end: citation.end, replacement });
    rewritten.push({ line, from: original.replace(/\s+/g, ' '), to: replacement, where });
  }

  let result = text;
  for (const edit of edits.sort((a, b) => b.start - a.start)) {
    result = result.slice(0, edit.start) + edit.replacement + result.slice(edit.end);
  }
  return { text: result, rewritten, left };
}

// ---------------------------------------------------------------------------------------------
// The tree

export function sourceFiles(root) {
  const files = [];
  const walk = (directory) => {
    for (const entry of fs.readdirSync(directory, { withFileTypes: true })) {
      const full = path.join(directory, entry.name);
      const relative = path.relative(root, full).split(path.sep).join('/');
      if (entry.isDirectory()) {
        if (!SKIPPED_DIRECTORIES.has(entry.name) && !SKIPPED_PATHS.has(relative)) walk(full);
      } else if (EXTENSIONS.some((extension) => entry.name.endsWith(extension))) {
        files.push(relative);
      }
    }
  };
  for (const workspace of WORKSPACES) {
    const directory = path.join(root, workspace);
    if (fs.existsSync(directory)) walk(directory);
  }
  return files.sort();
}

function parseArguments(argv) {
  const options = { mode: 'write', root: REPOSITORY, map: path.join(HERE, 'citation-map.json'), docs: path.join(REPOSITORY, 'docs'), quiet: false };
  for (let i = 0; i < argv.length; i++) {
    const argument = argv[i];
    if (argument === '--dry-run') options.mode = 'dry-run';
    else if (argument === '--check') options.mode = 'check';
    else if (argument === '--quiet') options.quiet = true;
    else if (argument === '--root') options.root = path.resolve(argv[++i]);
    else if (argument === '--map') options.map = path.resolve(argv[++i]);
    else if (argument === '--docs') options.docs = path.resolve(argv[++i]);
    else throw new Error(`unknown argument: ${argument}`);
  }
  return options;
}

export function main(argv = process.argv.slice(2), out = console.log, err = console.error) {
  let options;
  try {
    options = parseArguments(argv);
  } catch (error) {
    err(error.message);
    return 2;
  }
  const map = loadMap(options.map);
  const missing = missingAnchors(map, options.docs);
  if (missing.length > 0) {
    err(`citation-map.json points at anchors docs/ does not have: ${missing.join(', ')}`);
    return 2;
  }

  let totalRewritten = 0;
  let totalLeft = 0;
  let filesChanged = 0;
  const leftLines = [];
  for (const relativePath of sourceFiles(options.root)) {
    const full = path.join(options.root, relativePath);
    const text = fs.readFileSync(full, 'utf8');
    const { text: repointed, rewritten, left } = repointText(text, relativePath, map);
    for (const item of left) leftLines.push(`${relativePath}:${item.line}: «${item.citation.replace(/\s+/g, ' ')}» left: ${item.reason}`);
    totalLeft += left.length;
    if (options.mode === 'check') {
      for (const item of rewritten) leftLines.push(`${relativePath}:${item.line}: «${item.from}» (would become ${item.to})`);
      totalLeft += rewritten.length;
      continue;
    }
    if (rewritten.length === 0) continue;
    filesChanged++;
    totalRewritten += rewritten.length;
    out(`${relativePath}: ${rewritten.length} rewritten${left.length ? `, ${left.length} left` : ''}`);
    if (options.mode === 'dry-run' && !options.quiet) {
      for (const item of rewritten) out(`  ${item.line}: ${item.from} → ${item.to}${item.where === 'test title' ? ' (test title)' : ''}`);
    }
    if (options.mode === 'write') fs.writeFileSync(full, repointed);
  }

  if (options.mode === 'check') {
    for (const line of leftLines) err(line);
    if (totalLeft > 0) {
      err(`${totalLeft} citation(s) of the specifications or issues remain; point them at docs/ (node scripts/docs/repoint-comments.mjs)`);
      return 1;
    }
    out('no citations of the specifications or issues remain');
    return 0;
  }
  for (const line of leftLines) out(line);
  const verb = options.mode === 'dry-run' ? 'would rewrite' : 'rewrote';
  out(`total: ${verb} ${totalRewritten} citation(s) in ${filesChanged} file(s); left ${totalLeft}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main();
}
