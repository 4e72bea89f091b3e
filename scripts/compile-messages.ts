/**
 * npm run i18n:compile
 *
 * Checks locales/{vi,en,zh}.json (same key set, no empty value) and compiles them with
 * @formatjs/cli to ICU ASTs in src/generated/messages/<locale>.json, so the browser ships no ICU
 * parser. Also writes src/generated/messages/ids.ts with the `MessageId` union of all ids.
 * Files whose content did not change are not rewritten (keeps Vite's HMR quiet in `npm run dev`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { LOCALES, checkCatalogues, messageIdsModule, type Locale } from './lib/catalogues.ts';
import { projectRoot } from './lib/run.ts';

const localesDir = join(projectRoot, 'locales');
const outDir = join(projectRoot, 'src', 'generated', 'messages');
const formatjsCli = join(projectRoot, 'node_modules', '@formatjs', 'cli', 'bin', 'formatjs');

function fail(message: string): never {
  console.error(`i18n:compile: ${message}`);
  process.exit(1);
}

/** Writes `content` to `path` unless the file already holds exactly that; returns whether it wrote. */
function writeIfChanged(path: string, content: string): boolean {
  if (existsSync(path) && readFileSync(path, 'utf8') === content) return false;
  writeFileSync(path, content);
  return true;
}

function readCatalogues(): Record<Locale, unknown> {
  if (!existsSync(localesDir)) {
    fail(`the folder locales/ does not exist yet; add locales/${LOCALES.join('.json, locales/')}.json first.`);
  }
  const missingFiles = LOCALES.filter((l) => !existsSync(join(localesDir, `${l}.json`)));
  if (missingFiles.length > 0) {
    fail(`missing catalogue file(s): ${missingFiles.map((l) => `locales/${l}.json`).join(', ')}`);
  }
  const raw = {} as Record<Locale, unknown>;
  for (const locale of LOCALES) {
    const text = readFileSync(join(localesDir, `${locale}.json`), 'utf8');
    try {
      raw[locale] = JSON.parse(text);
    } catch (error) {
      fail(`locales/${locale}.json is not valid JSON: ${(error as Error).message}`);
    }
  }
  return raw;
}

function compile(): void {
  const check = checkCatalogues(readCatalogues());
  if (!check.ok) {
    console.error('i18n:compile: the catalogues in locales/ do not match:');
    for (const problem of check.problems) console.error(`  ${problem}`);
    process.exit(1);
  }
  if (!existsSync(formatjsCli)) fail(`@formatjs/cli is not installed (missing ${formatjsCli}); run npm ci.`);

  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'i18n-compile-'));
  const written: string[] = [];
  try {
    for (const locale of LOCALES) {
      const scratchFile = join(scratch, `${locale}.json`);
      const result = spawnSync(
        process.execPath,
        [formatjsCli, 'compile', join(localesDir, `${locale}.json`), '--ast', '--format', 'simple', '--out-file', scratchFile],
        { cwd: projectRoot, encoding: 'utf8' },
      );
      if (result.status !== 0) {
        const detail = (result.stderr || result.stdout || result.error?.message || '').trim().split('\n')[0];
        fail(`locales/${locale}.json has an invalid ICU message: ${detail}`);
      }
      const target = join(outDir, `${locale}.json`);
      if (writeIfChanged(target, readFileSync(scratchFile, 'utf8'))) written.push(target);
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
  const idsFile = join(outDir, 'ids.ts');
  if (writeIfChanged(idsFile, messageIdsModule(check.ids))) written.push(idsFile);

  const summary = written.length > 0 ? `wrote ${written.map((f) => relative(projectRoot, f)).join(', ')}` : 'up to date';
  console.log(`i18n:compile: ${check.ids.length} messages × ${LOCALES.length} locales, ${summary}`);
}

compile();
