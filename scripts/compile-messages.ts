/**
 * npm run i18n:compile
 *
 * Checks the area catalogues locales/<area>.json (each message in vi, en and zh, none empty, no id
 * twice: locales/catalogues.ts) and compiles one catalogue per language with @formatjs/cli to ICU
 * ASTs in src/generated/messages/<locale>.json, so the browser ships no ICU parser. Also writes
 * src/generated/messages/ids.ts with the `MessageId` union of all ids.
 * Files whose content did not change are not rewritten (keeps Vite's HMR quiet in `npm run dev`).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { LOCALES } from '../contracts/constants.ts';
import { checkAreas, readAreaFiles } from '../locales/catalogues.ts';
import { messageIdsModule } from './lib/catalogues.ts';
import { projectRoot } from './lib/run.ts';

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

function compile(): void {
  const { files, problems } = readAreaFiles();
  const check = checkAreas(files);
  if (problems.length > 0 || !check.ok) {
    console.error('i18n:compile: the catalogues in locales/ do not hold together:');
    for (const problem of [...problems, ...(check.ok ? [] : check.problems)]) console.error(`  ${problem}`);
    process.exit(1);
  }
  if (!existsSync(formatjsCli)) fail(`@formatjs/cli is not installed (missing ${formatjsCli}); run npm ci.`);

  mkdirSync(outDir, { recursive: true });
  const scratch = mkdtempSync(join(tmpdir(), 'i18n-compile-'));
  const written: string[] = [];
  try {
    for (const locale of LOCALES) {
      const sourceFile = join(scratch, `${locale}.source.json`);
      const scratchFile = join(scratch, `${locale}.json`);
      writeFileSync(sourceFile, JSON.stringify(check.catalogues[locale]));
      const result = spawnSync(
        process.execPath,
        [formatjsCli, 'compile', sourceFile, '--ast', '--format', 'simple', '--out-file', scratchFile],
        { cwd: projectRoot, encoding: 'utf8' },
      );
      if (result.status !== 0) {
        const detail = (result.stderr || result.stdout || result.error?.message || '').trim().split('\n')[0] ?? '';
        const id = check.ids.find((i) => detail.includes(`"${i}"`) || detail.includes(`'${i}'`));
        const file = id && Object.keys(files).find((f) => Object.hasOwn(files[f] as object, id));
        fail(`${file ? `locales/${file}: "${id}"` : 'a message'} is not a valid ICU message in ${locale}: ${detail}`);
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
