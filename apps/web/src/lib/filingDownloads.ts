/**
 * The filing package as the court takes it (docs/product/rules.md#filing-method): one PDF of every paper and attached
 * document, or each paper and document as its own PDF named as the court's electronic upload expects (efileName).
 */
import { api } from '@rentfile/contract';
import { efileName, pleadings } from '@rentfile/domain';
import { callApi, fetchApiBlob } from './api.ts';
import { saveFile } from './saveFile.ts';

/**
 * Makes and saves the one-file package (print_all); answers the file's name. With `certificationOnly`, the
 * stand-alone Certification of Lease and Registration Statement of a case already filed, followed by the lease and
 * the registration statement attached (docs/product/rules.md#lease-copy), stored as the certification's copy.
 */
export async function downloadFilingPackage(
  caseId: number,
  { fileNameAddress, certificationOnly = false }: { fileNameAddress?: string; certificationOnly?: boolean } = {},
): Promise<string> {
  const made = await callApi(
    api.createPleadingPdf,
    {
      body: {
        caseId,
        templateName: 'print_all',
        isCLRSOnly: certificationOnly,
        ...(fileNameAddress ? { fileNameAddress } : {}),
      },
    },
    { loading: true },
  );
  if (!made.fileUrl) throw new Error('The server answered no PDF.');
  saveFile(await fetchApiBlob(made.fileUrl), made.fileName);
  return made.fileName;
}

/**
 * Makes the papers one file each (print_all_individual) and saves each paper to file and each attached document
 * as its own PDF under its court upload name, in filing order; the filing instructions and the cover letter, which
 * are not filed, are left out. Answers the saved names; onProgress counts the files saved.
 */
export async function downloadEachPaper(
  caseId: number,
  onProgress: (done: number, total: number) => void,
): Promise<string[]> {
  const set = await callApi(
    api.createPleadingPdf,
    { body: { caseId, templateName: 'print_all_individual', isCLRSOnly: false } },
    { loading: true },
  );
  const notFiled = new Set([pleadings.PLEADING_TITLES.instructions, pleadings.PLEADING_TITLES.delinquent_letter]);
  const files = set.fileUrls.filter((f) => !notFiled.has(f.name));
  const names: string[] = [];
  onProgress(0, files.length);
  for (const file of files) {
    // Two documents of one kind (two notices) get the court's names "Notice to quit" and "Notice to quit 2".
    let name = efileName(file.name);
    for (let n = 2; names.includes(name); n += 1) name = efileName(`${file.name.slice(0, 40)} ${n}`);
    saveFile(await fetchApiBlob(file.url), name);
    names.push(name);
    onProgress(names.length, files.length);
  }
  return names;
}
