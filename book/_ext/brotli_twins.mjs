// Brotli twins for the built site (run by tarock_book.py after the build):
//   node brotli_twins.mjs CACHE_DIR QUALITY FILE...
// Writes FILE.br next to each FILE where brotli beats the file's gzip twin (or the
// file itself) by a tenth or more.  Browsers ask for br over https and from
// 127.0.0.1; hosts that serve precompressed files send the twin (nginx
// brotli_static, Netlify, Cloudflare Pages; scripts/serve.py does).  QUALITY 10 or
// 11 with a 16 MB window is slow (a minute or more for Pyodide's WebAssembly), so
// each result is kept in CACHE_DIR under a hash of the input and the quality: only
// a changed file costs time again.
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants } from "node:zlib";

const [cacheDir, qualityArg, ...files] = process.argv.slice(2);
const quality = Number(qualityArg);
mkdirSync(cacheDir, { recursive: true });
let saved = 0;
for (const file of files) {
  const data = readFileSync(file);
  const key = createHash("sha256").update(`q${quality}w24:`).update(data).digest("hex");
  const cached = join(cacheDir, key + ".br");
  let packed;
  if (existsSync(cached)) {
    packed = readFileSync(cached);
  } else {
    packed = brotliCompressSync(data, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: quality,
        [constants.BROTLI_PARAM_LGWIN]: 24,
        [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    });
    writeFileSync(cached, packed);
  }
  const rival = existsSync(file + ".gz") ? statSync(file + ".gz").size : data.length;
  if (packed.length <= 0.9 * rival) {
    writeFileSync(file + ".br", packed);
    saved += rival - packed.length;
  } else if (existsSync(file + ".br")) {
    unlinkSync(file + ".br");
  }
}
console.log(`brotli twins: ${(saved / 1e6).toFixed(1)} MB less than gzip`);
