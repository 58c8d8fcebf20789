// `node scripts/cid10-from-datasus.mjs <CID-10-CATEGORIAS.CSV> <CID-10-SUBCATEGORIAS.CSV>`: turns
// DATASUS's published CID-10 tables (semicolon-separated, ISO-8859-1, one header line) into the
// compact data file the server searches, apps/server/src/features/cid10/table/cid10.json: every
// category and subcategory as [code, description], the code upper case without its dot, in code order.
import { readFileSync, writeFileSync } from 'node:fs';
import * as prettier from 'prettier';

const [categoriesFile, subcategoriesFile] = process.argv.slice(2);
if (!categoriesFile || !subcategoriesFile) {
  console.error('uso: node scripts/cid10-from-datasus.mjs CID-10-CATEGORIAS.CSV CID-10-SUBCATEGORIAS.CSV');
  process.exit(2);
}
const out = new URL('../apps/server/src/features/cid10/table/cid10.json', import.meta.url);

/**
 * The rows of one DATASUS table as [code, description], by the names of the header's columns.
 * @param {string} file
 * @param {string} codeColumn
 * @returns {[string, string][]}
 */
function readTable(file, codeColumn) {
  const lines = new TextDecoder('latin1').decode(readFileSync(file)).split(/\r?\n/).filter(Boolean);
  const header = (lines.shift() ?? '').split(';');
  const codeAt = header.indexOf(codeColumn);
  const descriptionAt = header.indexOf('DESCRICAO');
  if (codeAt < 0 || descriptionAt < 0) throw new Error(`${file}: colunas ${codeColumn}/DESCRICAO ausentes`);
  return lines.map((line) => {
    const cells = line.split(';');
    const code = (cells[codeAt] ?? '').trim().toUpperCase();
    const description = (cells[descriptionAt] ?? '').trim().replace(/\s+/g, ' ');
    if (!/^[A-Z]\d{2}\d?$/.test(code) || !description) throw new Error(`${file}: linha inválida: ${line}`);
    return [code, description];
  });
}

// A category without subdivisions is listed in both tables under its three characters: kept once.
const byCode = new Map([...readTable(subcategoriesFile, 'SUBCAT'), ...readTable(categoriesFile, 'CAT')]);
const rows = [...byCode].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

const data = {
  source: 'DATASUS, CID-10 (tabelas CID-10-CATEGORIAS e CID-10-SUBCATEGORIAS, versão 2008)',
  codes: rows,
};
// Written as the project formats JSON: one code a line, its changes reviewable.
const options = await prettier.resolveConfig(out);
writeFileSync(out, await prettier.format(JSON.stringify(data), { ...options, parser: 'json' }));
console.log(`${rows.length} códigos gravados em ${out.pathname}`);
