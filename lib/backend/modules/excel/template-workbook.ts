import ExcelJS from 'exceljs';
import type { EntityDef, FieldDef } from '@/lib/entity/types';
import type { Db } from '../../db/client';
import { ENABLED, itemsByCode } from '../../dictionaries/store';
import { importFields, requiredOnCreate } from './columns';
import { IMPORT_MAX_ROWS } from './limits';
import { sheetName, styleHeader, workbookBytes } from './workbook-file';
import { shapeOf } from '../../entity/custom-fields/shapes';

/** Rows of the data sheet that offer the drop-down lists (more rows may be typed or pasted). */
const VALIDATED_ROWS = 5_000;
/** The hidden sheet holding the texts the drop-down lists offer. */
const OPTIONS_SHEET = 'options';

type Translate = (key: string, values?: Record<string, string | number>) => string;

function columnLetter(index: number): string {
  let n = index;
  let letters = '';
  while (n > 0) {
    const rest = (n - 1) % 26;
    letters = String.fromCharCode(65 + rest) + letters;
    n = Math.floor((n - 1) / 26);
  }
  return letters;
}

/** exceljs keeps range validations here; its type declarations leave the property out. */
function validations(sheet: ExcelJS.Worksheet): { add(range: string, validation: ExcelJS.DataValidation): void } {
  return (sheet as unknown as { dataValidations: { add(range: string, validation: ExcelJS.DataValidation): void } }).dataValidations;
}

/** How to fill a column, for the instructions sheet. */
function fillHint(field: FieldDef, t: Translate): string {
  const multiple = ('multiple' in field && field.multiple) || field.type === 'multiDict';
  const several = multiple ? t('excel.template.hints.several') : '';
  switch (field.type) {
    case 'number':
      return [t('excel.template.hints.number'), field.min !== undefined ? t('excel.template.hints.min', { n: field.min }) : '', field.max !== undefined ? t('excel.template.hints.max', { n: field.max }) : ''].filter(Boolean).join(t('excel.template.hints.joiner'));
    case 'money':
      return t('excel.template.hints.money');
    case 'date':
      return t('excel.template.hints.date');
    case 'datetime':
      return t('excel.template.hints.datetime');
    case 'bool':
      return t('excel.template.hints.bool');
    case 'dict':
    case 'multiDict':
      return t('excel.template.hints.dict') + several;
    case 'user':
      return t('excel.template.hints.user') + several;
    case 'department':
      return t('excel.template.hints.department') + several;
    case 'ref':
      return t('excel.template.hints.ref') + several;
    case 'area':
      return t('excel.template.hints.area');
    default:
      return 'max' in field && field.max ? t('excel.template.hints.maxLength', { n: field.max }) : t('excel.template.hints.text');
  }
}

/**
 * The import template of an entity: a header row of the form's fields (required ones marked with
 * *), drop-down lists of dictionary texts and 是/否, and a sheet explaining each column.
 */
export async function templateWorkbook(db: Db, declared: EntityDef, t: Translate): Promise<Uint8Array> {
  const entity = shapeOf(declared);
  const fields = importFields(entity);
  const workbook = new ExcelJS.Workbook();
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(sheetName(t(entity.label)));
  const guide = workbook.addWorksheet(sheetName(t('excel.template.guideSheet')));
  const options = workbook.addWorksheet(OPTIONS_SHEET, { state: 'veryHidden' });

  const headers = fields.map(([, field]) => `${t(field.label)}${requiredOnCreate(field) ? '*' : ''}`);
  sheet.addRow(headers);
  const required = fields.flatMap(([, field], i) => (requiredOnCreate(field) ? [i + 1] : []));
  styleHeader(sheet, required);

  let optionColumn = 0;
  for (const [index, [, field]] of fields.entries()) {
    const column = sheet.getColumn(index + 1);
    column.width = Math.min(40, Math.max(14, headers[index]!.length * 2 + 4));
    // Typed values stay text: a phone number or a code must not turn into a figure.
    if (['text', 'textarea', 'phone', 'email', 'richText'].includes(field.type)) column.numFmt = '@';
    let texts: string[] = [];
    if (field.type === 'dict') texts = (await itemsByCode(db, field.dictCode)).filter((i) => i.status === ENABLED).map((i) => i.text);
    if (field.type === 'bool') texts = [t('excel.values.yes'), t('excel.values.no')];
    if (texts.length === 0) continue;
    optionColumn += 1;
    const letter = columnLetter(optionColumn);
    texts.forEach((text, row) => {
      options.getCell(`${letter}${row + 1}`).value = text;
    });
    const target = columnLetter(index + 1);
    validations(sheet).add(`${target}2:${target}${VALIDATED_ROWS + 1}`, {
      type: 'list',
      allowBlank: !requiredOnCreate(field),
      formulae: [`${OPTIONS_SHEET}!$${letter}$1:$${letter}$${texts.length}`],
      showErrorMessage: true,
      errorStyle: 'stop',
      errorTitle: t(field.label),
      error: t('excel.template.pickFromList'),
    });
  }

  guide.addRow([t('excel.template.guideColumn'), t('excel.template.guideRequired'), t('excel.template.guideHow')]);
  for (const [, field] of fields) {
    guide.addRow([t(field.label), requiredOnCreate(field) ? t('excel.values.yes') : t('excel.values.no'), fillHint(field, t)]);
  }
  guide.addRow([]);
  for (const note of ['excel.template.notes.headers', 'excel.template.notes.limit', 'excel.template.notes.update']) {
    guide.addRow([t(note, { n: IMPORT_MAX_ROWS.toLocaleString('en') })]);
  }
  guide.getColumn(1).width = 22;
  guide.getColumn(2).width = 10;
  guide.getColumn(3).width = 70;
  styleHeader(guide);
  return workbookBytes(workbook);
}
