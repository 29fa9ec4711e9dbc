// Finds a Chromium for Playwright and the benches: CHROME_PATH, then the system's, then the one
// @sparticuz/chromium carries inside its npm package (decision 550). That package holds a
// brotli-compressed Chromium headless shell with the few libraries (NSS, expat) and fonts it
// needs; it is unpacked on first use into node_modules/.cache/portal/chromium-<version>/, so a
// machine with nothing but Node.js runs the end-to-end tests after `npm install`, without an
// install script and without downloading anything.
//
//   node scripts/chromium.mjs            prints the Chromium findChromium() picks
//   node scripts/chromium.mjs --shipped  prints the npm-shipped one (unpacking it if needed)
import { spawnSync } from 'node:child_process';
import {
  accessSync,
  constants,
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { fileURLToPath } from 'node:url';
import { createBrotliDecompress } from 'node:zlib';

const here = fileURLToPath(import.meta.url);
const root = path.resolve(path.dirname(here), '..');
const require = createRequire(import.meta.url);

const SYSTEM_CHROMIUMS = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
];

function isExecutableFile(file) {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** CHROME_PATH, a system Chromium, else the npm-shipped one; undefined when none can run here. */
export function findChromium() {
  if (process.env.CHROME_PATH) return process.env.CHROME_PATH;
  return SYSTEM_CHROMIUMS.find(isExecutableFile) ?? shippedChromium();
}

/** The package's bin folder and version, or undefined when it is not installed or not for here. */
function shippedPackage() {
  // Its build is Linux x86-64 only; elsewhere Playwright's own Chromium is the way.
  if (process.platform !== 'linux' || process.arch !== 'x64') return undefined;
  try {
    // Its exports hide package.json: walk up from its entry point.
    let dir = path.dirname(require.resolve('@sparticuz/chromium'));
    while (!existsSync(path.join(dir, 'bin', 'chromium.br'))) {
      if (dir === path.dirname(dir)) return undefined;
      dir = path.dirname(dir);
    }
    const { version } = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
    return { bin: path.join(dir, 'bin'), version };
  } catch {
    return undefined;
  }
}

function cacheDirFor(version) {
  return path.join(root, 'node_modules', '.cache', 'portal', `chromium-${version}`);
}

/**
 * The npm-shipped Chromium's launcher script, unpacked on first use (a few seconds, once per
 * install). Undefined when the package is missing or unpacking failed (the reason is printed).
 */
export function shippedChromium() {
  const pkg = shippedPackage();
  if (!pkg) return undefined;
  const launcher = path.join(cacheDirFor(pkg.version), 'chromium');
  if (existsSync(launcher)) return launcher;
  // Unpacking streams (brotli, tar): a child process keeps this function synchronous for
  // playwright.config.ts, which needs the path when it is loaded.
  const child = spawnSync(process.execPath, [here, '--unpack'], { stdio: 'inherit' });
  return child.status === 0 && existsSync(launcher) ? launcher : undefined;
}

/**
 * Unpacks the package into a fresh folder and renames it into place, so a run stopped half-way
 * leaves nothing that looks finished, and two runs at once both end with one whole copy.
 *
 * Layout (the package's own, as on the platforms it was built for): the browser binary and its
 * SwiftShader libraries side by side in browser/, NSS and expat in lib/ (from its Amazon Linux
 * archive: glibc-only, so they load on any x86-64 glibc distribution), its fonts in fonts/; and
 * `chromium`, a launcher that points the binary at them.
 */
async function unpackShippedChromium() {
  const pkg = shippedPackage();
  if (!pkg) throw new Error('@sparticuz/chromium is not installed for this platform');
  const { extract } = await import('tar-fs');
  const dir = cacheDirFor(pkg.version);
  if (existsSync(path.join(dir, 'chromium'))) return;
  const staging = `${dir}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  mkdirSync(path.join(staging, 'browser'), { recursive: true });
  const inflate = (file, target) =>
    pipeline(createReadStream(path.join(pkg.bin, file)), createBrotliDecompress(), target);
  // Files belong to whoever unpacks them, not to the archive's owner ids (tar-fs keeps those for root).
  const untar = (target) => extract(target, { chown: false });
  try {
    await Promise.all([
      inflate(
        'chromium.br',
        createWriteStream(path.join(staging, 'browser', 'chromium'), { mode: 0o755 }),
      ),
      inflate('swiftshader.tar.br', untar(path.join(staging, 'browser'))),
      inflate('al2023.tar.br', untar(staging)),
      inflate('fonts.tar.br', untar(staging)),
    ]);
    // The package's fonts.conf names serverless paths: ours adds its fonts to the system's.
    // Its fonts folder is named relative to the file and the launcher finds its own folder, so
    // nothing names where the checkout is; the font cache is the user's (~/.cache/fontconfig).
    writeFileSync(
      path.join(staging, 'fonts.conf'),
      `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "fonts.dtd">
<fontconfig>
  <include ignore_missing="yes">/etc/fonts/fonts.conf</include>
  <dir prefix="relative">fonts</dir>
  <cachedir prefix="xdg">fontconfig</cachedir>
</fontconfig>
`,
    );
    writeFileSync(
      path.join(staging, 'chromium'),
      `#!/bin/sh
# The Chromium of @sparticuz/chromium ${pkg.version}, unpacked by scripts/chromium.mjs.
dir=$(cd "$(dirname "$0")" && pwd)
LD_LIBRARY_PATH="$dir/lib\${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \\
FONTCONFIG_FILE="$dir/fonts.conf" \\
  exec "$dir/browser/chromium" "$@"
`,
      { mode: 0o755 },
    );
    try {
      renameSync(staging, dir);
    } catch (error) {
      // Another process finished first: its copy is as good as ours.
      if (!existsSync(path.join(dir, 'chromium'))) throw error;
    }
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

export const CHROMIUM_HELP = `No Chromium found for the end-to-end tests.
The one shipped in node_modules (@sparticuz/chromium) is missing or cannot run on this
platform (${process.platform}-${process.arch}); \`npm install\` brings it on Linux x86-64. Otherwise:
  set CHROME_PATH to any Chromium/Chrome binary,
  or Debian/Ubuntu (root):  apt-get update && apt-get install -y chromium
  or let Playwright fetch its own:  npx playwright install chromium`;

if (process.argv[1] === here) {
  const flag = process.argv[2];
  if (flag === '--unpack') {
    const started = Date.now();
    try {
      await unpackShippedChromium();
      console.error(
        `Unpacked the npm-shipped Chromium in ${((Date.now() - started) / 1000).toFixed(1)} s`,
      );
    } catch (error) {
      console.error(`Could not unpack the npm-shipped Chromium: ${error?.stack ?? error}`);
      process.exit(1);
    }
  } else {
    const found = flag === '--shipped' ? shippedChromium() : findChromium();
    if (!found) {
      console.error(CHROMIUM_HELP);
      process.exit(1);
    }
    console.log(found);
  }
}
