/** Diacritic-free text for search: Vietnamese folded to lower-case ASCII, in JavaScript and in SQL. */
import { sql, type SQL } from 'drizzle-orm';

const VIETNAMESE = 'àáạảãâầấậẩẫăằắặẳẵèéẹẻẽêềếệểễìíịỉĩòóọỏõôồốộổỗơờớợởỡùúụủũưừứựửữỳýỵỷỹđ';

/** Folds Vietnamese text to lower-case ASCII ("Hà Nội" → "ha noi") for diacritic-free search. */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[đĐ]/g, 'd')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/** `translate()` arguments that fold Vietnamese letters (both cases) in SQL, for columns other areas own. */
export const SQL_FOLD_FROM = VIETNAMESE + VIETNAMESE.toUpperCase();
export const SQL_FOLD_TO = [...SQL_FOLD_FROM].map((char) => foldText(char)).join('');

/**
 * `lower(translate(text, …))`: `text` folded in SQL, with the letters written into the statement (not
 * bound), as a column's generated expression needs them (users.search).
 */
export function sqlFolded(text: SQL): SQL {
  return sql`lower(translate(${text}, ${sql.raw(`'${SQL_FOLD_FROM}'`)}, ${sql.raw(`'${SQL_FOLD_TO}'`)}))`;
}
