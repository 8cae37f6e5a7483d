/**
 * The filing package as the court takes it (docs/product/rules.md#filing-method): one PDF of every paper and attached
 * document, or each paper and document as its own PDF named as the court's electronic upload expects (efileName).
 */
import { routes } from '@rentfile/contract/routes';
import { archiveFolderName, efileName, pleadings, todayInNewJersey } from '@rentfile/domain';
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
    routes.createPleadingPdf,
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
  const files = await filedPapers(caseId, { loading: true });
  onProgress(0, files.length);
  for (const [i, file] of files.entries()) {
    saveFile(await fetchApiBlob(file.url), file.name);
    onProgress(i + 1, files.length);
  }
  return files.map((f) => f.name);
}

/**
 * The papers of a case as filed, each its own PDF under its court upload name, in filing order (the instructions
 * and the cover letter, not filed, left out); each one's address to fetch it from.
 */
async function filedPapers(
  caseId: number,
  options: { loading: boolean },
): Promise<Array<{ name: string; url: string }>> {
  const set = await callApi(
    routes.createPleadingPdf,
    { body: { caseId, templateName: 'print_all_individual', isCLRSOnly: false } },
    options,
  );
  const notFiled = new Set([pleadings.PLEADING_TITLES.instructions, pleadings.PLEADING_TITLES.delinquent_letter]);
  const names: string[] = [];
  return set.fileUrls
    .filter((f) => !notFiled.has(f.name))
    .map((file) => {
      // Two documents of one kind (two notices) get the court's names "Notice to quit" and "Notice to quit 2".
      let name = efileName(file.name);
      for (let n = 2; names.includes(name); n += 1) name = efileName(`${file.name.slice(0, 40)} ${n}`);
      names.push(name);
      return { name, url: file.url };
    });
}

/** Where an archive of signed papers stands: the cases done of all, and the one being prepared. */
export interface ArchiveProgress {
  done: number;
  total: number;
  current: string | null;
}

/**
 * Makes one ZIP archive of the papers of several signed cases (docs/product/screens.md#signed-archive): a folder
 * per case (domain archiveFolderName) holding each filed paper as its own PDF, and saves it. Two cases are asked for
 * at a time (the server's PDF pool takes them in turn, so other users' requests are not held up); onProgress
 * follows each case.
 */
export async function downloadSignedArchive(
  cases: ReadonlyArray<{ id: number; streetAddress: string | null; unitNo: string | null; tenants: string[] }>,
  onProgress: (progress: ArchiveProgress) => void,
): Promise<string> {
  const { zip } = await import('fflate');
  const entries: Record<string, Uint8Array> = {};
  let started = 0;
  let done = 0;
  // Two cases at a time: one case's papers are fetched while the next one's are made.
  const lane = async () => {
    while (started < cases.length) {
      const c = cases[started]!;
      started += 1;
      const folder = archiveFolderName(c);
      onProgress({ done, total: cases.length, current: folder });
      for (const file of await filedPapers(c.id, { loading: false })) {
        entries[`${folder}/${file.name}`] = new Uint8Array(await (await fetchApiBlob(file.url)).arrayBuffer());
      }
      done += 1;
    }
  };
  await Promise.all([lane(), lane()]);
  onProgress({ done: cases.length, total: cases.length, current: null });
  // PDFs are compressed already: the archive stores them as they are.
  const bytes = await new Promise<Uint8Array>((resolve, reject) =>
    zip(entries, { level: 0 }, (err, data) => (err ? reject(err) : resolve(data))),
  );
  const name = `Signed papers ${todayInNewJersey()}.zip`;
  saveFile(new Blob([bytes as Uint8Array<ArrayBuffer>], { type: 'application/zip' }), name);
  return name;
}
